/**
 * The table's sounds: each update that moves the game on plays the sounds of its events
 * (cues.ts) at the settings' volume, and when the computer players hand the decision back to a
 * person, a call that it is their turn. Nothing for an undo, a loaded game or a window out of
 * sight; sounds of one kind spaced out (paced) so that a quick walk sounds like footsteps.
 */
import { watch } from 'vue';
import { useGameStore } from '../stores/game';
import { useSettingsStore } from '../stores/settings';
import type { GameSnapshot } from '../../../shared/ipc/contract';
import { cuesFor, handedToPerson, paced, withYourTurn, type Cue } from './cues';
import { soundPlayer, type SoundPlayer } from './player';

export function useTableSounds(player: SoundPlayer = soundPlayer()): void {
  const game = useGameStore();
  const settings = useSettingsStore();
  let count = game.snapshot?.actionCount ?? Number.POSITIVE_INFINITY;
  let epoch = game.snapshot?.epoch;
  const free = new Map<Cue, number>();
  let decider: { activeSeat: number; seats: GameSnapshot['seats'] } | null = game.snapshot ? { activeSeat: game.snapshot.activeSeat, seats: game.snapshot.seats } : null;
  // every snapshot moves the bookkeeping on (a load or a new game brings one without events);
  // sounds only for events that are new with it
  watch(
    () => [game.snapshot, game.lastEvents] as const,
    ([s, events], [, before]) => {
      const forward = !!s && s.epoch === epoch && s.actionCount > count;
      const handed = forward && handedToPerson(decider, s);
      if (s) {
        count = s.actionCount;
        epoch = s.epoch;
        decider = { activeSeat: s.activeSeat, seats: s.seats };
      }
      if (!forward || events === before || (typeof document !== 'undefined' && document.hidden)) return;
      const cues = handed ? withYourTurn(cuesFor(events)) : cuesFor(events);
      // a quick walk's steps one after the other; computers at the instant pace do not rattle
      player.play(paced(cues, performance.now() / 1000, free), settings.soundVolume);
    },
  );
}
