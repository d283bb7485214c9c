/**
 * A replay's sounds: an action reached by playing the replay or stepping forward sounds as it
 * did at the table (cues.ts, paced the same way), and a scoring's overlay ticks as it counts.
 * A jump (the scrubber, Home, End, a step back) is silent, as is a window out of sight.
 */
import { useSettingsStore } from '../stores/settings';
import { cuesFor, paced, type Cue } from './cues';
import { soundPlayer, type SoundPlayer } from './player';
import { TALLY } from './useTableSounds';

interface EventLike {
  readonly type: string;
  readonly [k: string]: unknown;
}

export function useReplaySounds(player: SoundPlayer = soundPlayer()): {
  arrived: (events: readonly EventLike[], how: 'play' | 'step' | 'jump') => void;
  tally: () => void;
} {
  const settings = useSettingsStore();
  const free = new Map<Cue, number>();
  return {
    /** A frame has arrived: its action's sounds, unless it was jumped to. */
    arrived(events, how) {
      if (how === 'jump' || (typeof document !== 'undefined' && document.hidden)) return;
      player.play(paced(cuesFor(events), performance.now() / 1000, free), settings.soundVolume);
    },
    /** A scoring's overlay has counted one category. */
    tally: () => player.play(TALLY, settings.soundVolume),
  };
}
