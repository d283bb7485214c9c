/**
 * Plays the table's sounds (synth.ts) at the volume the settings give. One AudioContext for the
 * app, made at the first sound; a compressor keeps sounds that overlap (coins on a step, a
 * scoring's chime) from distorting; after a few quiet seconds the context is suspended (the
 * audio device let go) and the next sound resumes it. Without Web Audio, or at volume 0, it
 * plays nothing.
 */
import type { TimedCue } from './cues';
import { renderCue } from './synth';

/** The settings' volume (0–100 %) as a gain: by its square, closer to how loudness is heard. */
export function gainFor(volume: number): number {
  const v = Math.min(100, Math.max(0, volume)) / 100;
  return v * v;
}

/** Seconds of quiet after which the audio device is let go. */
const IDLE_SECONDS = 3;

export class SoundPlayer {
  private ctx: AudioContext | null = null;
  private master: GainNode | null = null;
  private failed = false;
  private idle: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly make: () => AudioContext | null = () => (typeof AudioContext === 'undefined' ? null : new AudioContext())) {}

  private context(): { ctx: AudioContext; master: GainNode } | null {
    if (this.ctx && this.master) return { ctx: this.ctx, master: this.master };
    if (this.failed) return null;
    try {
      const ctx = this.make();
      if (!ctx) {
        this.failed = true;
        return null;
      }
      const comp = ctx.createDynamicsCompressor();
      comp.threshold.value = -12;
      comp.ratio.value = 6;
      const master = ctx.createGain();
      master.connect(comp);
      comp.connect(ctx.destination);
      this.ctx = ctx;
      this.master = master;
      return { ctx, master };
    } catch {
      // no audio device, or audio refused: the game goes on in silence
      this.failed = true;
      return null;
    }
  }

  /** Plays `cues` now at `volume` (0–100); nothing at 0. */
  play(cues: readonly TimedCue[], volume: number): void {
    if (volume <= 0 || cues.length === 0) return;
    const c = this.context();
    if (!c) return;
    const { ctx, master } = c;
    // a context made before the person's first click starts suspended; a click has come since
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const now = ctx.currentTime;
    master.gain.setValueAtTime(gainFor(volume), now);
    let end = 0;
    for (const { cue, delay } of cues) end = Math.max(end, delay + renderCue(ctx, master, cue, now + 0.02 + delay));
    // between sounds the audio device is let go (a laptop's power), and taken again by the next
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => {
      this.idle = null;
      if (ctx.state === 'running') void ctx.suspend().catch(() => undefined);
    }, (end + IDLE_SECONDS) * 1000);
  }
}

let shared: SoundPlayer | null = null;

/** The app's one player. */
export function soundPlayer(): SoundPlayer {
  shared ??= new SoundPlayer();
  return shared;
}
