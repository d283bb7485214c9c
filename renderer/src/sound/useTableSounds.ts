/**
 * The table's sounds: each update that moves the game on plays the sounds of its events
 * (cues.ts) through pacedSounds, and when the computer players hand the decision back to a
 * person, a call that it is their turn. Nothing for an undo or a loaded game; out of sight only
 * that call (the window also asks for attention, electron/main/attention.ts). It also gives the
 * tick of a scoring's overlay as it counts each category (`tally`).
 */
import { watch } from 'vue';
import { useGameStore } from '../stores/game';
import type { GameSnapshot } from '../../../shared/ipc/contract';
import { handedToPerson } from '../../../shared/ipc/handover';
import { updateCues } from './cues';
import { pacedSounds } from './pacedSounds';
import type { SoundPlayer } from './player';

export function useTableSounds(player?: SoundPlayer): { tally: () => void } {
  const game = useGameStore();
  const sounds = pacedSounds(player);
  let count = Number.POSITIVE_INFINITY;
  let epoch: number | undefined;
  let decider: { activeSeat: number; seats: GameSnapshot['seats'] } | null = null;
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
      sounds.play(updateCues(events, handed, typeof document !== 'undefined' && document.hidden));
    },
    { immediate: true },
  );
  return { tally: sounds.tally };
}
