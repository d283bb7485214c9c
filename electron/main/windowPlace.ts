/**
 * The window opens where the person left it: its size and place, maximised or full screen, kept
 * in window.json in the user-data folder (atomic write, no backup; see durableFile.ts) and
 * restored at the next start on a display that is still there. A saved place that lies off every
 * display now (a monitor unplugged) is moved onto the display it overlaps most, or dropped; a
 * missing or damaged file (moved aside) gives the first start's place on the main display
 * (`firstPlace`: most of a large screen, centred; a small one maximised).
 * This is no save of a game: a failed write is only logged.
 *
 * Not electron-window-state: it imports Electron's screen itself (no fakes in tests) and writes
 * its file in place; here the displays are injected and the file written as durably as settings.
 */
import { z } from 'zod';
import { DurableFile, FileProblem, type DurableFs } from './durableFile';

export const WINDOW_FILE = 'window.json';
export const WINDOW_FORMAT = 'auf-der-walz-window';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface WindowPlace {
  /** The window's bounds when neither maximised nor full screen. */
  readonly bounds: Rect;
  readonly maximized: boolean;
  readonly fullScreen: boolean;
}

export interface Display {
  readonly bounds: Rect;
  readonly workArea: Rect;
}

/** The window's smallest size (main's minWidth × minHeight). */
export const MIN_SIZE = { width: 960, height: 640 } as const;
/**
 * A work area smaller than this (in either direction) is a small screen: a laptop's 1366 × 768,
 * or 1920 × 1080 at 125 % or 150 % (1536 × 864, 1280 × 720). The table wants every pixel of it.
 */
export const SMALL_SCREEN = { width: 1600, height: 900 } as const;
/** The share of the work area (each way) a window opened for the first time takes, centred (on a small screen: when taken out of the maximised state). */
export const FIRST_SHARE = { large: 0.85, small: 0.9 } as const;
/** How long moving or resizing must rest before the place is written. */
export const WRITE_AFTER_MS = 1_000;

const coordinate = z.number().int().min(-100_000).max(100_000);
const size = z.number().int().min(100).max(100_000);
const PlaceDoc = z.object({
  format: z.literal(WINDOW_FORMAT),
  bounds: z.object({ x: coordinate, y: coordinate, width: size, height: size }),
  maximized: z.boolean(),
  fullScreen: z.boolean(),
});

export function parsePlace(bytes: Buffer | string): WindowPlace {
  let doc: unknown;
  try {
    doc = JSON.parse(typeof bytes === 'string' ? bytes : bytes.toString('utf8'));
  } catch (e) {
    throw new FileProblem('window-corrupt', `The window file is truncated or not JSON (${(e as Error).message}).`);
  }
  const parsed = PlaceDoc.safeParse(doc);
  if (!parsed.success) throw new FileProblem('window-invalid', `The window file is malformed: ${parsed.error.issues[0]?.message}`);
  const { bounds, maximized, fullScreen } = parsed.data;
  return { bounds, maximized, fullScreen };
}

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

const inside = (a: Rect, b: Rect) => a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

/**
 * Where the window opens: `saved` as it was when it lies within a display; else moved (and
 * shrunk if need be) into the work area of the display it overlaps most; null when it overlaps
 * none (the default place then).
 */
export function placeOn(saved: Rect, displays: readonly Display[]): Rect | null {
  if (displays.some((d) => inside(saved, d.bounds))) return saved;
  let best: Display | null = null;
  let most = 0;
  for (const d of displays) {
    const o = overlap(saved, d.bounds);
    if (o > most) [best, most] = [d, o];
  }
  if (!best) return null;
  const wa = best.workArea;
  const width = Math.max(Math.min(saved.width, wa.width), Math.min(MIN_SIZE.width, wa.width));
  const height = Math.max(Math.min(saved.height, wa.height), Math.min(MIN_SIZE.height, wa.height));
  const x = Math.min(Math.max(saved.x, wa.x), wa.x + wa.width - width);
  const y = Math.min(Math.max(saved.y, wa.y), wa.y + wa.height - height);
  return { x, y, width, height };
}

/**
 * Where the window opens the first time (or when its saved place is gone or damaged), on the
 * display `d` (the main one): centred, most of a large work area (a 1920 × 1080 screen gives
 * 1632 × 884); on a small screen maximised, a little smaller when taken out of the maximised
 * state. Never larger than the work area, never smaller than MIN_SIZE where the area has room,
 * so no part of the window (the decisions at its foot) lies under a taskbar or off the screen.
 */
export function firstPlace(d: Display): { bounds: Rect; maximized: boolean } {
  const wa = d.workArea;
  const small = wa.width < SMALL_SCREEN.width || wa.height < SMALL_SCREEN.height;
  const share = small ? FIRST_SHARE.small : FIRST_SHARE.large;
  const width = Math.min(wa.width, Math.max(MIN_SIZE.width, Math.round(wa.width * share)));
  const height = Math.min(wa.height, Math.max(MIN_SIZE.height, Math.round(wa.height * share)));
  const x = wa.x + Math.round((wa.width - width) / 2);
  const y = wa.y + Math.round((wa.height - height) / 2);
  return { bounds: { x, y, width, height }, maximized: small };
}

/** The parts of a BrowserWindow followed here. */
export interface PlacedWindow {
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  isFullScreen(): boolean;
  isDestroyed(): boolean;
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'enter-full-screen' | 'leave-full-screen' | 'close', listener: () => void): unknown;
}

export class WindowPlaceKeeper {
  private readonly file: DurableFile;
  private last: WindowPlace | null = null;
  private written = '';
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly log: (message: string) => void;

  constructor(opts: { file: string; fs?: DurableFs; durable?: boolean; log?: (message: string) => void }) {
    this.file = new DurableFile(opts.file, { fs: opts.fs, durable: opts.durable, backups: 0 });
    this.log = opts.log ?? ((m) => console.warn(m));
  }

  /** The place saved last time, or null (none, or damaged: moved aside). Never rejects. */
  async load(): Promise<WindowPlace | null> {
    const r = await this.file.read(parsePlace);
    if (r.kind === 'ok') return (this.last = r.value);
    if (r.kind === 'damaged' || r.kind === 'unreadable') this.log(`window place not restored: ${r.kind === 'damaged' ? r.damage.message : r.problem.message}`);
    return null;
  }

  /** The place to open a window at now, on these displays: where it was left, else the first start's place on `primary`. */
  openAt(displays: readonly Display[], primary: Display): WindowPlace {
    const p = this.last;
    if (!p) return { ...firstPlace(primary), fullScreen: false };
    const kept = placeOn(p.bounds, displays);
    if (kept) return { bounds: kept, maximized: p.maximized, fullScreen: p.fullScreen };
    // its display is gone: the first start's place, maximised or full screen as it was
    const first = firstPlace(primary);
    return { bounds: first.bounds, maximized: p.maximized || first.maximized, fullScreen: p.fullScreen };
  }

  /** Follows `win`: its place is written once moving or resizing rests, and when it closes. */
  track(win: PlacedWindow): void {
    const later = () => {
      this.remember(win);
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, WRITE_AFTER_MS);
    };
    for (const ev of ['resize', 'move', 'maximize', 'unmaximize', 'enter-full-screen', 'leave-full-screen'] as const) win.on(ev, later);
    win.on('close', () => {
      this.remember(win);
      void this.flush();
    });
  }

  /** Writes the latest place if it changed since the last write. Never rejects. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const p = this.last;
    if (!p) return this.writing;
    const text = JSON.stringify({ format: WINDOW_FORMAT, ...p }, null, 2);
    if (text === this.written) return this.writing;
    this.written = text;
    this.writing = this.writing
      .then(() => this.file.write(text))
      .catch((e: Error) => {
        this.written = '';
        this.log(`window place not kept: ${e.message}`);
      });
    return this.writing;
  }

  /** Takes the window's place now (quitting: before the window is closed). */
  remember(win: PlacedWindow): void {
    if (win.isDestroyed()) return;
    const b = win.getNormalBounds();
    this.last = {
      bounds: { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) },
      maximized: win.isMaximized(),
      fullScreen: win.isFullScreen(),
    };
  }
}
