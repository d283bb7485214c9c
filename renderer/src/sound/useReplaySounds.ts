/**
 * A replay's sounds: an action reached by playing the replay or stepping forward sounds as it
 * did at the table (cues.ts, paced the same way), and a scoring's overlay ticks as it counts.
 * A jump (the scrubber, Home, End, a step back) is silent, as is a window out of sight.
 */
import { cuesFor, type EventLike } from './cues';
import { pacedSounds } from './pacedSounds';
import type { SoundPlayer } from './player';

export function useReplaySounds(player?: SoundPlayer): {
  arrived: (events: readonly EventLike[], how: 'play' | 'step' | 'jump') => void;
  tally: () => void;
} {
  const sounds = pacedSounds(player);
  return {
    /** A frame has arrived: its action's sounds, unless it was jumped to. */
    arrived(events, how) {
      if (how === 'jump' || (typeof document !== 'undefined' && document.hidden)) return;
      sounds.play(cuesFor(events));
    },
    tally: sounds.tally,
  };
}
