/**
 * The table's sounds: each update that moves the game on plays the sounds of its events
 * (cues.ts) at the settings' volume, and when the computer players hand the decision back to a
 * person, a call that it is their turn. Nothing for an undo, a loaded game or a window out of
 * sight, and at most one update's sounds within MIN_GAP_MS (a scoring and the call always sound).
 */
import { watch } from 'vue';
import { useGameStore } from '../stores/game';
import { useSettingsStore } from '../stores/settings';
import type { GameSnapshot } from '../../../shared/ipc/contract';
import { cuesFor, handedToPerson, withYourTurn } from './cues';
import { soundPlayer, type SoundPlayer } from './player';

/** Updates closer together than this (computers at the instant pace) are heard once. */
const MIN_GAP_MS = 90;

export function useTableSounds(player: SoundPlayer = soundPlayer()): void {
  const game = useGameStore();
  const settings = useSettingsStore();
  let count = game.snapshot?.actionCount ?? Number.POSITIVE_INFINITY;
  let epoch = game.snapshot?.epoch;
  let last = Number.NEGATIVE_INFINITY;
  let decider: { activeSeat: number; seats: GameSnapshot['seats'] } | null = game.snapshot ? { activeSeat: game.snapshot.activeSeat, seats: game.snapshot.seats } : null;
  watch(
    () => game.lastEvents,
    (events) => {
      const s = game.snapshot;
      const forward = !!s && s.epoch === epoch && s.actionCount > count;
      const handed = forward && handedToPerson(decider, s);
      count = s?.actionCount ?? count;
      epoch = s?.epoch;
      decider = s ? { activeSeat: s.activeSeat, seats: s.seats } : null;
      if (!forward || (typeof document !== 'undefined' && document.hidden)) return;
      const cues = handed ? withYourTurn(cuesFor(events)) : cuesFor(events);
      // computer players at the instant pace: a sound per update would rattle; a scoring always sounds
      const now = performance.now();
      if (now - last < MIN_GAP_MS && !cues.some((c) => c.cue === 'chime' || c.cue === 'fanfare' || c.cue === 'yourTurn')) return;
      if (cues.length > 0) last = now;
      player.play(cues, settings.soundVolume);
    },
  );
}
