/**
 * The table's sounds, made on the spot with the Web Audio API: no recordings to ship or load.
 * Each is a few short decaying tones and bursts of filtered noise, shaped after the component it
 * stands for: a card laid on the table, a wooden journeyman set down, coins, dice tumbling,
 * a die put in its place, a tile, a scantling, a year end's chime, the closing chord, and the
 * call that it is a person's turn again.
 *
 * `renderCue(ctx, out, cue, at, random)` schedules one sound on any BaseAudioContext (the
 * player's AudioContext, or an OfflineAudioContext in the tests) and returns its length in
 * seconds. Every sound stays below full scale on its own; player.ts adds a compressor and the
 * volume for sounds that overlap.
 */
import type { Cue } from './cues';

/** Practically silent: an exponential ramp cannot reach 0. */
const FLOOR = 0.0001;

const NOISE = new WeakMap<BaseAudioContext, AudioBuffer>();

/** One second of white noise for this context (made once). */
function noiseOf(ctx: BaseAudioContext, random: () => number): AudioBuffer {
  let b = NOISE.get(ctx);
  if (!b) {
    b = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
    const data = b.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = random() * 2 - 1;
    NOISE.set(ctx, b);
  }
  return b;
}

/** A gain node that rises to `peak` in `attack` seconds from `at` and dies away by `at + length`. */
function envelope(ctx: BaseAudioContext, out: AudioNode, at: number, peak: number, length: number, attack = 0.003): GainNode {
  const g = ctx.createGain();
  g.gain.setValueAtTime(FLOOR, at);
  g.gain.linearRampToValueAtTime(peak, at + attack);
  g.gain.exponentialRampToValueAtTime(FLOOR, at + length);
  g.connect(out);
  return g;
}

interface Tone {
  readonly type?: OscillatorType;
  readonly freq: number;
  /** The pitch it slides to (a knock drops in pitch). */
  readonly to?: number;
  readonly length: number;
  readonly peak: number;
  readonly attack?: number;
}

function tone(ctx: BaseAudioContext, out: AudioNode, at: number, t: Tone): number {
  const o = ctx.createOscillator();
  o.type = t.type ?? 'sine';
  o.frequency.setValueAtTime(t.freq, at);
  if (t.to !== undefined) o.frequency.exponentialRampToValueAtTime(t.to, at + t.length);
  o.connect(envelope(ctx, out, at, t.peak, t.length, t.attack));
  o.start(at);
  o.stop(at + t.length + 0.02);
  return t.length;
}

interface Burst {
  readonly filter: BiquadFilterType;
  readonly freq: number;
  readonly q?: number;
  readonly length: number;
  readonly peak: number;
}

function burst(ctx: BaseAudioContext, out: AudioNode, at: number, b: Burst, random: () => number): number {
  const src = ctx.createBufferSource();
  src.buffer = noiseOf(ctx, random);
  const f = ctx.createBiquadFilter();
  f.type = b.filter;
  f.frequency.setValueAtTime(b.freq, at);
  f.Q.setValueAtTime(b.q ?? 0.8, at);
  src.connect(f);
  f.connect(envelope(ctx, out, at, b.peak, b.length, 0.002));
  src.start(at, random() * 0.5);
  src.stop(at + b.length + 0.02);
  return b.length;
}

/** Schedules `cue` at time `at` (seconds, the context's clock); returns its length in seconds. */
export function renderCue(ctx: BaseAudioContext, out: AudioNode, cue: Cue, at: number, random: () => number = Math.random): number {
  switch (cue) {
    case 'card':
      // paper slid and laid down: a soft hiss, then the slap
      burst(ctx, out, at, { filter: 'bandpass', freq: 2400, q: 0.6, length: 0.07, peak: 0.32 }, random);
      burst(ctx, out, at + 0.045, { filter: 'lowpass', freq: 900, length: 0.06, peak: 0.45 }, random);
      return 0.11;
    case 'step':
      // a wooden journeyman set down: a low knock and its click
      tone(ctx, out, at, { freq: 230, to: 120, length: 0.1, peak: 0.32 });
      burst(ctx, out, at, { filter: 'highpass', freq: 2800, length: 0.018, peak: 0.1 }, random);
      return 0.1;
    case 'diePlace':
      tone(ctx, out, at, { freq: 560, to: 380, length: 0.07, peak: 0.26 });
      burst(ctx, out, at, { filter: 'bandpass', freq: 3200, q: 1.5, length: 0.014, peak: 0.14 }, random);
      return 0.07;
    case 'scantling':
      // two light wooden taps
      tone(ctx, out, at, { type: 'triangle', freq: 920, to: 700, length: 0.05, peak: 0.18 });
      tone(ctx, out, at + 0.07, { type: 'triangle', freq: 980, to: 760, length: 0.05, peak: 0.14 });
      return 0.12;
    case 'tile': {
      // a cardboard tile put down: a dull thud
      tone(ctx, out, at, { freq: 140, to: 72, length: 0.24, peak: 0.4 });
      burst(ctx, out, at, { filter: 'lowpass', freq: 700, length: 0.07, peak: 0.28 }, random);
      return 0.24;
    }
    case 'coins': {
      // three coins, each a small metal ring (partials of a struck disc)
      let end = 0;
      for (let k = 0; k < 3; k++) {
        const t = at + k * 0.06 + random() * 0.015;
        const f = 2100 + random() * 700;
        tone(ctx, out, t, { freq: f, length: 0.2, peak: 0.1, attack: 0.001 });
        tone(ctx, out, t, { freq: f * 2.76, length: 0.13, peak: 0.05, attack: 0.001 });
        tone(ctx, out, t, { freq: f * 5.4, length: 0.08, peak: 0.025, attack: 0.001 });
        end = t - at + 0.2;
      }
      return end;
    }
    case 'dice': {
      // dice tumbling on wood: clicks coming slower and softer
      let t = at;
      const n = 7;
      for (let i = 0; i < n; i++) {
        const amp = 0.42 * (1 - (0.6 * i) / n);
        burst(ctx, out, t, { filter: 'bandpass', freq: 1300 + random() * 1700, q: 2, length: 0.014, peak: amp }, random);
        tone(ctx, out, t, { freq: 320 + random() * 240, length: 0.035, peak: amp * 0.45, attack: 0.001 });
        t += 0.03 + (i / n) * 0.05 + random() * 0.02;
      }
      return t - at + 0.04;
    }
    case 'chime': {
      // a year is over: three soft bells going up
      const notes = [784, 988, 1175];
      notes.forEach((f, i) => {
        tone(ctx, out, at + i * 0.1, { freq: f, length: 0.9, peak: 0.13, attack: 0.004 });
        tone(ctx, out, at + i * 0.1, { freq: f * 2, length: 0.4, peak: 0.035, attack: 0.004 });
      });
      return 0.2 + 0.9;
    }
    case 'tally': {
      // a category counted at a scoring: a light tick, quieter than a step
      tone(ctx, out, at, { type: 'triangle', freq: 1500, to: 1100, length: 0.09, peak: 0.11, attack: 0.001 });
      burst(ctx, out, at, { filter: 'highpass', freq: 3500, length: 0.01, peak: 0.05 }, random);
      return 0.09;
    }
    case 'yourTurn': {
      // your turn again: two soft bell notes, a fourth apart, unlike the year end's three
      tone(ctx, out, at, { freq: 659.25, length: 0.55, peak: 0.12, attack: 0.006 });
      tone(ctx, out, at, { freq: 1318.5, length: 0.25, peak: 0.025, attack: 0.006 });
      tone(ctx, out, at + 0.14, { freq: 880, length: 0.7, peak: 0.12, attack: 0.006 });
      tone(ctx, out, at + 0.14, { freq: 1760, length: 0.3, peak: 0.025, attack: 0.006 });
      return 0.14 + 0.7;
    }
    case 'fanfare': {
      // the game is over: a rising major chord that rings out
      const notes = [523.25, 659.25, 783.99, 1046.5];
      notes.forEach((f, i) => tone(ctx, out, at + i * 0.13, { type: 'triangle', freq: f, length: i === notes.length - 1 ? 1.3 : 0.9, peak: 0.14, attack: 0.01 }));
      return 0.39 + 1.3;
    }
  }
}
