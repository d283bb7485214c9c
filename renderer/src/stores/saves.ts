import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import { RESTARTED_HASH, actionsNotSaved, type AutosaveStatus, type IpcError, type LoadResult, type Recovery, type SaveEntry, type SaveMeta, type StoreNotice } from '../../../shared/ipc/contract';
import { walz } from '../walz';
import { useGameStore } from './game';

export type SaveOp = 'list' | 'load' | 'continue' | 'save' | 'delete' | 'export' | 'import' | 'autosave';

/** The last outcome of a saves operation the player must hear about (shown by SaveStatus). */
export type SaveNotice =
  | { readonly kind: 'loaded'; readonly recovery: Recovery | null; readonly olderRules: boolean }
  | { readonly kind: 'error'; readonly op: SaveOp; readonly error: IpcError }
  | { readonly kind: 'exported'; readonly path: string }
  | { readonly kind: 'imported'; readonly name: string }
  | { readonly kind: 'deleted'; readonly name: string }
  /** The page was started again after a crash (main loads it with RESTARTED_HASH); the game lives on in main. */
  | { readonly kind: 'restarted' };

/** Said once when main has started the page again after a crash; the hash is taken off the address. */
function restartedNotice(): SaveNotice | null {
  if (typeof location === 'undefined' || location.hash !== RESTARTED_HASH) return null;
  history.replaceState(null, '', location.pathname + location.search);
  return { kind: 'restarted' };
}

/** Saves as main reports them: the list, the last notice and the autosave's status. */
export const useSavesStore = defineStore('saves', () => {
  const list = ref<SaveEntry[]>([]);
  const listed = ref(false);
  const notice = shallowRef<SaveNotice | null>(restartedNotice());
  const autosave = shallowRef<AutosaveStatus | null>(null);
  /** Why the last finished game could not be written to the statistics (pushed by main); null when it was. */
  const statsNotice = shallowRef<StoreNotice | null>(null);
  const busy = ref(false);

  function failed(op: SaveOp, error: IpcError): void {
    notice.value = { kind: 'error', op, error };
  }

  async function refresh(): Promise<void> {
    const r = await walz().invoke('saves:list', {});
    if (r.ok) {
      list.value = r.value;
      listed.value = true;
    } else failed('list', r.error);
  }

  function adopt(r: LoadResult): void {
    useGameStore().adopt(r.snapshot);
    notice.value = r.recovery || r.olderRules ? { kind: 'loaded', recovery: r.recovery, olderRules: r.olderRules } : null;
  }

  async function run(op: SaveOp, f: () => Promise<{ ok: true; value: LoadResult } | { ok: false; error: IpcError }>): Promise<boolean> {
    busy.value = true;
    try {
      const r = await f();
      if (!r.ok) {
        failed(op, r.error);
        await refresh();
        return false;
      }
      adopt(r.value);
      return true;
    } finally {
      busy.value = false;
    }
  }

  const continueGame = () => run('continue', () => walz().invoke('saves:continue', {}));
  const load = (id: string, copy?: number) => run('load', () => walz().invoke('saves:load', copy ? { id, copy } : { id }));

  async function saveAs(name: string): Promise<SaveMeta | null> {
    const r = await walz().invoke('saves:save', { name });
    if (!r.ok) {
      failed('save', r.error);
      return null;
    }
    await refresh();
    return r.value;
  }

  /** Deletes a save; `name` as the list shows it, for the notice that says it is gone. */
  async function remove(id: string, name: string): Promise<void> {
    const r = await walz().invoke('saves:delete', { id });
    if (!r.ok) failed('delete', r.error);
    else notice.value = { kind: 'deleted', name };
    await refresh();
  }

  async function exportSave(id: string): Promise<void> {
    const r = await walz().invoke('saves:export', { id });
    if (!r.ok) failed('export', r.error);
    else if (r.value) notice.value = { kind: 'exported', path: r.value };
  }

  async function importSave(): Promise<void> {
    const r = await walz().invoke('saves:import', {});
    if (!r.ok) failed('import', r.error);
    else if (r.value) notice.value = { kind: 'imported', name: r.value.name };
    await refresh();
  }

  /* ---- the autosave: pushed by main whenever it changes; fetched once on start */
  let unsubscribe: (() => void) | null = null;
  let unsubscribeStats: (() => void) | null = null;
  function listen(): void {
    unsubscribe ??= walz().on('saves:autosave', (s) => (autosave.value = s));
    unsubscribeStats ??= walz().on('stats:recorded', (r) => (statsNotice.value = r.notice));
    void walz()
      .invoke('saves:autosave-status', {})
      .then((r) => {
        if (r.ok && !autosave.value) autosave.value = r.value;
      });
  }

  async function retryAutosave(): Promise<void> {
    const r = await walz().invoke('saves:autosave-retry', {});
    if (r.ok) autosave.value = r.value;
  }

  function dismiss(): void {
    notice.value = null;
  }

  /**
   * A new game begins: a word about the saves of before (deleted, exported, imported, the
   * restart, how the last game was loaded) goes, and so does the last finished game's word
   * about the statistics. A failure stays until it is dismissed.
   */
  function clearPassing(): void {
    statsNotice.value = null;
    if (notice.value && notice.value.kind !== 'error') notice.value = null;
  }

  const autosaveEntry = computed(() => list.value.find((e) => e.autosave) ?? null);
  /**
   * Continue: the autosave's newest copy looks intact, or it is damaged or missing and a backup
   * is there (main then loads the newest good copy and says so).
   */
  const canContinue = computed(() => {
    const e = autosaveEntry.value;
    return !!e && (e.status === 'ok' || ((e.status === 'damaged' || e.status === 'missing') && e.backup !== null));
  });
  /**
   * The autosave's backup to offer when its newest copy is not damaged but cannot be used here
   * (unreadable, too large, from a newer version): main never falls back on its own then.
   */
  const continueBackup = computed(() => {
    const e = autosaveEntry.value;
    return e && e.backup && (e.status === 'unreadable' || e.status === 'too-large' || e.status === 'newer-version') ? e.backup : null;
  });
  /** Actions of the running game not on disk while the autosave fails (a new game or a load asks first). */
  const unsavedActions = computed(() => actionsNotSaved(autosave.value));
  /** Saves that cannot be opened as they are (every one of them, when the list is not empty). */
  const noneUsable = computed(() => list.value.length > 0 && list.value.every((e) => e.status !== 'ok'));

  return { list, listed, notice, autosave, statsNotice, busy, refresh, continueGame, load, saveAs, remove, exportSave, importSave, listen, retryAutosave, dismiss, clearPassing, autosaveEntry, canContinue, continueBackup, noneUsable, unsavedActions };
});

type T = (key: string, named?: Record<string, unknown>, plural?: number) => string;

/** One sentence for what is wrong, in the player's words (never a raw code). */
export function problemText(t: T, te: (key: string) => boolean, error: IpcError, locale: string): string {
  const key = `saves.problem.${error.code}`;
  if (!te(key)) return t('saves.problem.generic');
  const p = error.params ?? {};
  const reasonKey = `saves.reason.${String(p.reason ?? 'other')}`;
  const reason = t(te(reasonKey) ? reasonKey : 'saves.reason.other');
  const size = typeof p.bytes === 'number' ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(p.bytes / 1024 / 1024)} MB` : '';
  return t(key, { reason, size });
}

/** The small "details" line for bug reports: the codes and file names, not for the eye. */
export function detailsOf(error: IpcError): string {
  const p = error.params ?? {};
  return [error.code, p.errno, p.file, p.movedTo, p.engineVersion !== undefined ? `rules ${String(p.engineVersion)}` : null, p.formatVersion !== undefined ? `format ${String(p.formatVersion)}` : null]
    .filter((x) => x !== undefined && x !== null && x !== '')
    .join(' · ');
}

export function timeText(iso: string, locale: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : d.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
