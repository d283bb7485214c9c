/**
 * What the table and a replay play their sounds through: at the settings' volume, each kind
 * spaced out behind the last of its kind (cues.ts `paced`, so that a quick walk sounds like
 * footsteps), and the tick of a scoring's overlay as it counts a category.
 */
import { useSettingsStore } from '../stores/settings';
import { paced, type Cue, type TimedCue } from './cues';
import { soundPlayer, type SoundPlayer } from './player';

const TALLY: readonly TimedCue[] = [{ cue: 'tally', delay: 0 }];

export interface PacedSounds {
  /** Plays `cues` now, each held back behind the sounds of its kind still to come. */
  play(cues: readonly TimedCue[]): void;
  /** A scoring's overlay has counted one category. */
  tally(): void;
}

export function pacedSounds(player: SoundPlayer = soundPlayer()): PacedSounds {
  const settings = useSettingsStore();
  const free = new Map<Cue, number>();
  return {
    play(cues) {
      if (cues.length > 0) player.play(paced(cues, performance.now() / 1000, free), settings.soundVolume);
    },
    tally: () => player.play(TALLY, settings.soundVolume),
  };
}
