/**
 * A replay's sounds: an action reached by playing the replay or stepping forward sounds as it
 * did at the table (cues.ts, paced the same way), and a scoring's overlay ticks as it counts.
 * A jump (the scrubber, Home, End, a step back) is silent, as is a window out of sight.
 */
import type { Arrival } from '../components/replay/useReplay';
import { updateCues, type EventLike } from './cues';
import { pacedSounds } from './pacedSounds';
import type { SoundPlayer } from './player';

export function useReplaySounds(player?: SoundPlayer): {
  arrived: (events: readonly EventLike[], how: Arrival) => void;
  tally: () => void;
} {
  const sounds = pacedSounds(player);
  return {
    /** A frame has arrived: its action's sounds as at the table (nobody is called), unless it was jumped to. */
    arrived(events, how) {
      if (how !== 'jump') sounds.play(updateCues(events, false, typeof document !== 'undefined' && document.hidden));
    },
    tally: sounds.tally,
  };
}
