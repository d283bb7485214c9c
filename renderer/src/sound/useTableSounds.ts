/**
 * The table's sounds: each update that moves the game on plays the sounds of its events
 * (cues.ts) at the settings' volume, and when the computer players hand the decision back to a
 * person, a call that it is their turn. Nothing for an undo or a loaded game; out of sight only
 * that call (the window also asks for attention, electron/main/attention.ts); sounds of one kind spaced out (paced) so that a quick walk sounds like footsteps. It
 * also gives the tick of a scoring's overlay as it counts each category (`tally`).
 */
import { watch } from 'vue';
import { useGameStore } from '../stores/game';
import { useSettingsStore } from '../stores/settings';
import type { GameSnapshot } from '../../../shared/ipc/contract';
import { handedToPerson } from '../../../shared/ipc/handover';
import { paced, updateCues, type Cue, type TimedCue } from './cues';
import { soundPlayer, type SoundPlayer } from './player';

/** The tick of a scoring's overlay counting one category. */
export const TALLY: readonly TimedCue[] = [{ cue: 'tally', delay: 0 }];

export function useTableSounds(player: SoundPlayer = soundPlayer()): { tally: () => void } {
  const game = useGameStore();
  const settings = useSettingsStore();
  let count = Number.POSITIVE_INFINITY;
  let epoch: number | undefined;
  let decider: { activeSeat: number; seats: GameSnapshot['seats'] } | null = null;
  const free = new Map<Cue, number>();
  // every snapshot moves the bookkeeping on (the first one, a load or a new game bring one
  // without events); sounds only for events that are new with it
  watch(
    () => [game.snapshot, game.lastEvents] as const,
    ([s, events], previous) => {
      const forward = !!s && s.epoch === epoch && s.actionCount > count;
      const handed = forward && handedToPerson(decider, s);
      if (s) {
        count = s.actionCount;
        epoch = s.epoch;
        decider = { activeSeat: s.activeSeat, seats: s.seats };
      }
      if (!forward || events === previous?.[1]) return;
      const cues = updateCues(events, handed, typeof document !== 'undefined' && document.hidden);
      if (cues.length === 0) return;
      // a quick walk's steps one after the other; computers at the instant pace do not rattle
      player.play(paced(cues, performance.now() / 1000, free), settings.soundVolume);
    },
    { immediate: true },
  );
  return {
    /** A scoring's overlay has counted one category. */
    tally: () => player.play(TALLY, settings.soundVolume),
  };
}
