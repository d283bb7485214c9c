/**
 * The player's settings in the renderer. Main keeps them (settings:get / settings:set, checked
 * there); this store shows them, applies each change at once and sends it on:
 *   locale           -> vue-i18n and <html lang>
 *   uiScale          -> the root font size (every rem-sized part of the interface scales); at
 *                       the table no more than the window has room for (`appliedScale`)
 *   growWithWindow   -> `appliedScale` grows with a window above 1920 × 1080
 *   animationSpeed   -> `animationScale` / `computerDelayMs` here, `data-animation-speed` and
 *                       `--walz-animation-scale` on <html> for CSS
 *   colourBlindMarks -> `colourBlindMarks` here, `data-colour-blind` on <html>
 *   hotSeatCurtain   -> main's GameHost (the curtain in every snapshot)
 *   firstGameTips    -> `firstGameTips` here
 *   soundVolume      -> `soundVolume` here (sound/pacedSounds.ts plays at it)
 * On the first run (no settings file yet) the language chosen in earlier versions
 * (localStorage 'walz.settings') is carried over.
 */
import { defineStore } from 'pinia';
import { useWindowSize } from '@vueuse/core';
import { computed, reactive, ref, watch } from 'vue';
import {
  ANIMATION_PACE,
  DEFAULT_SETTINGS,
  SettingsPatchSchema,
  type Settings,
  type SettingsPatch,
  type SettingsState,
  type StoreNotice,
  type WalzApi,
} from '../../../shared/ipc/contract';
import { i18n, LOCALES, type Locale } from '../i18n';
import { appliedScale as scaleFor } from '../table/tableScale';
import { walz } from '../walz';

/** Where versions before the settings file kept the language. */
export const LEGACY_KEY = 'walz.settings';
/** Changes within this many ms travel to main together (a slider dragged, keys held). */
const SEND_DELAY_MS = 120;

function api(): WalzApi | null {
  try {
    return walz();
  } catch {
    return null;
  }
}

function legacyLocale(): Locale | null {
  try {
    const saved = JSON.parse(localStorage.getItem(LEGACY_KEY) ?? '{}') as { locale?: unknown };
    return (LOCALES as readonly unknown[]).includes(saved.locale) ? (saved.locale as Locale) : null;
  } catch {
    return null;
  }
}

const systemLocale = (): Locale => (typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('de') ? 'de' : 'en');

export const useSettingsStore = defineStore('settings', () => {
  /** Shown at once, before main answers: the old choice or the system language. */
  const values = reactive<Settings>({ ...DEFAULT_SETTINGS, locale: legacyLocale() ?? systemLocale() });
  const notice = ref<StoreNotice | null>(null);
  /**
   * What went wrong with the last change, as a word the screen puts in the player's language:
   * 'invalid' (a value not allowed here: nothing changed), 'refused' (main did not take it, or
   * could not be asked). The details go to the console, which main's log keeps.
   */
  const error = ref<'invalid' | 'refused' | null>(null);
  const loaded = ref(false);
  let pending: SettingsPatch = {};
  let timer: ReturnType<typeof setTimeout> | null = null;
  let sending: Promise<void> | null = null;

  const root = () => (typeof document === 'undefined' ? null : document.documentElement);
  watch(
    () => values.locale,
    (l) => {
      i18n.global.locale.value = l;
      root()?.setAttribute('lang', l);
    },
    { immediate: true },
  );
  /** The game table is shown (it may need a smaller size than the chosen one: table/tableScale.ts). */
  const tableShown = ref(false);
  const { width, height } = useWindowSize();
  /**
   * The UI scale in use now (percent): the chosen one, grown in a window above 1920 × 1080 (with
   * `growWithWindow`), lowered at the table to what the window has room for (table/tableScale.ts).
   */
  const appliedScale = computed(() =>
    scaleFor({ chosen: values.uiScale, grow: values.growWithWindow, width: width.value, height: height.value, atTable: tableShown.value }),
  );
  watch(appliedScale, (s) => root()?.style.setProperty('font-size', `${s}%`), { immediate: true });
  watch(
    () => [values.animationSpeed, values.colourBlindMarks] as const,
    ([speed, marks]) => {
      const el = root();
      if (!el) return;
      el.dataset.animationSpeed = speed;
      el.dataset.colourBlind = marks ? 'on' : 'off';
      el.style.setProperty('--walz-animation-scale', String(ANIMATION_PACE[speed].animation));
    },
    { immediate: true },
  );

  function adopt(state: SettingsState): void {
    // changes not yet confirmed by main stay on top of what it answered
    Object.assign(values, state.settings, pending);
    notice.value = state.notice;
  }

  function refused(e: { code: string; message: string }): void {
    console.warn(`settings: ${e.code}: ${e.message}`);
    error.value = 'refused';
  }

  /** Apply a change now and send it to main. False (and `error`) when a value is not allowed. */
  function update(patch: SettingsPatch): boolean {
    const parsed = SettingsPatchSchema.safeParse(patch);
    if (!parsed.success) {
      console.warn(`settings: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? 'invalid setting'}`);
      error.value = 'invalid';
      return false;
    }
    error.value = null;
    Object.assign(values, parsed.data);
    Object.assign(pending, parsed.data);
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void flush(), SEND_DELAY_MS);
    return true;
  }

  /** Send what is waiting now (and wait for main's answer). */
  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    while (sending) await sending;
    const patch = pending;
    if (Object.keys(patch).length === 0) return;
    pending = {};
    const walzApi = api();
    if (!walzApi) return;
    sending = walzApi.invoke('settings:set', patch).then((r) => {
      if (r.ok) adopt(r.value);
      else refused(r.error);
    });
    try {
      await sending;
    } finally {
      sending = null;
    }
  }

  async function load(): Promise<void> {
    const walzApi = api();
    if (!walzApi) return;
    const r = await walzApi.invoke('settings:get', {});
    if (!r.ok) {
      refused(r.error);
      return;
    }
    const migrate = r.value.firstRun ? { locale: values.locale } : null;
    adopt(r.value);
    loaded.value = true;
    if (migrate) {
      update(migrate);
      await flush();
      try {
        localStorage.removeItem(LEGACY_KEY);
      } catch {
        // storage unavailable: nothing to clean up
      }
    }
  }

  const locale = computed({
    get: () => values.locale,
    set: (l: Locale) => void update({ locale: l }),
  });
  const pace = computed(() => ANIMATION_PACE[values.animationSpeed]);
  /** The system asks for reduced motion (read once, as the page starts). */
  const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

  void load();

  return {
    /** Every setting (read-only copy). */
    all: computed<Settings>(() => ({ ...values })),
    locale,
    uiScale: computed(() => values.uiScale),
    growWithWindow: computed(() => values.growWithWindow),
    appliedScale,
    /** The table says it is shown (true) or gone (false). */
    showingTable: (shown: boolean) => (tableShown.value = shown),
    animationSpeed: computed(() => values.animationSpeed),
    /** Multiplies animation durations (0: jump to the end). */
    animationScale: computed(() => pace.value.animation),
    /** The board's animations: `animationScale`, or 0 where the system asks for reduced motion. */
    boardAnimationScale: computed(() => (reducedMotion ? 0 : pace.value.animation)),
    /** Pause before a computer player's action. */
    computerDelayMs: computed(() => pace.value.computerMs),
    colourBlindMarks: computed(() => values.colourBlindMarks),
    hotSeatCurtain: computed(() => values.hotSeatCurtain),
    firstGameTips: computed(() => values.firstGameTips),
    /** The table's sounds, 0–100 % (0: silent). */
    soundVolume: computed(() => values.soundVolume),
    update,
    flush,
    load,
    loaded,
    notice,
    error,
    dismissNotice: () => (notice.value = null),
  };
});
