import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { SaveMeta } from '../../../shared/ipc/contract';
import { walz } from '../walz';
import { useGameStore } from './game';

export const useSavesStore = defineStore('saves', () => {
  const list = ref<SaveMeta[]>([]);
  const error = ref<string | null>(null);
  const message = ref<string | null>(null);

  async function refresh(): Promise<void> {
    const r = await walz().invoke('saves:list', {});
    if (r.ok) list.value = r.value;
    else error.value = r.error.message;
  }

  async function continueGame(): Promise<boolean> {
    const r = await walz().invoke('saves:continue', {});
    if (!r.ok) {
      error.value = r.error.message;
      return false;
    }
    useGameStore().adopt(r.value);
    return true;
  }

  async function load(id: string): Promise<boolean> {
    const r = await walz().invoke('saves:load', { id });
    if (!r.ok) {
      error.value = r.error.message;
      await refresh();
      return false;
    }
    useGameStore().adopt(r.value);
    return true;
  }

  async function saveAs(name: string): Promise<SaveMeta | null> {
    const r = await walz().invoke('saves:save', { name });
    if (!r.ok) {
      error.value = r.error.message;
      return null;
    }
    await refresh();
    return r.value;
  }

  async function remove(id: string): Promise<void> {
    const r = await walz().invoke('saves:delete', { id });
    if (!r.ok) error.value = r.error.message;
    await refresh();
  }

  async function exportSave(id: string): Promise<void> {
    const r = await walz().invoke('saves:export', { id });
    if (!r.ok) error.value = r.error.message;
    else if (r.value) message.value = r.value;
  }

  async function importSave(): Promise<void> {
    const r = await walz().invoke('saves:import', {});
    if (!r.ok) error.value = r.error.message;
    await refresh();
  }

  return { list, error, message, refresh, continueGame, load, saveAs, remove, exportSave, importSave };
});
