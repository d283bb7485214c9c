/**
 * A canvas-generated texture atlas for symbols, numbers and names. Cells are drawn on demand
 * (key -> drawing) into one 2048² canvas so every symbol on the board is one draw call.
 */
import * as THREE from 'three';
import type { Wage } from '../../../shared/model/board';
import type { LeisureType, ScantlingColour } from '../../../shared/model/components';
import { SCANTLING_CSS, SCANTLING_PATTERN } from './palette';

export interface UvRect {
  readonly u0: number;
  readonly v0: number;
  readonly u1: number;
  readonly v1: number;
  /** Width / height of the cell. */
  readonly aspect: number;
}

const SIZE = 2048;
const CELL = 128;

type Draw = (ctx: CanvasRenderingContext2D, w: number, h: number) => void;

export class SymbolAtlas {
  readonly canvas: HTMLCanvasElement;
  readonly texture: THREE.CanvasTexture;
  private readonly ctx: CanvasRenderingContext2D;
  private readonly cells = new Map<string, UvRect>();
  private x = 0;
  private y = 0;
  private dirty = false;

  constructor() {
    this.canvas = document.createElement('canvas');
    this.canvas.width = SIZE;
    this.canvas.height = SIZE;
    this.ctx = this.canvas.getContext('2d')!;
    this.texture = new THREE.CanvasTexture(this.canvas);
    // Sampled as stored (sRGB bytes) and shown as stored: no per-texel decode (colourSpace.ts).
    this.texture.colorSpace = THREE.NoColorSpace;
    this.texture.anisotropy = 4;
    this.texture.generateMipmaps = true;
    this.texture.minFilter = THREE.LinearMipmapLinearFilter;
  }

  /** The UV rectangle of `key`, drawing it (cols × 1 cells) the first time. */
  get(key: string, cols: number, draw: Draw): UvRect {
    const hit = this.cells.get(key);
    if (hit) return hit;
    const w = cols * CELL;
    if (this.x + w > SIZE) {
      this.x = 0;
      this.y += CELL;
    }
    if (this.y + CELL > SIZE) {
      // Atlas full: reuse from the top (rare; only with very many distinct labels).
      this.x = 0;
      this.y = 0;
      this.cells.clear();
    }
    const ctx = this.ctx;
    ctx.save();
    ctx.clearRect(this.x, this.y, w, CELL);
    ctx.translate(this.x, this.y);
    ctx.beginPath();
    ctx.rect(0, 0, w, CELL);
    ctx.clip();
    draw(ctx, w, CELL);
    ctx.restore();
    const r: UvRect = {
      u0: (this.x + 1) / SIZE,
      u1: (this.x + w - 1) / SIZE,
      v1: 1 - (this.y + 1) / SIZE,
      v0: 1 - (this.y + CELL - 1) / SIZE,
      aspect: cols,
    };
    this.cells.set(key, r);
    this.x += w;
    this.dirty = true;
    return r;
  }

  /** Uploads the canvas if cells were drawn since the last call. */
  flush(): void {
    if (this.dirty) {
      this.texture.needsUpdate = true;
      this.dirty = false;
    }
  }

  dispose(): void {
    this.texture.dispose();
  }
}

// ---- drawing helpers -------------------------------------------------------------------------

const FONT = '"DejaVu Sans", "Liberation Sans", Arial, sans-serif';

export function text(ctx: CanvasRenderingContext2D, s: string, x: number, y: number, px: number, colour = '#1d1a16', outline?: string): void {
  ctx.font = `bold ${px}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (outline) {
    ctx.lineWidth = px / 5;
    ctx.strokeStyle = outline;
    ctx.lineJoin = 'round';
    ctx.strokeText(s, x, y);
  }
  ctx.fillStyle = colour;
  ctx.fillText(s, x, y);
}

/** A scantling chip: hue plus its pattern plus a thin outline. */
export function scantlingChip(ctx: CanvasRenderingContext2D, c: ScantlingColour, x: number, y: number, w: number, h: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.fillStyle = SCANTLING_CSS[c];
  ctx.fill();
  ctx.clip();
  const ink = c === 'black' ? '#f5f5f5' : c === 'white' ? '#555' : 'rgba(0,0,0,0.55)';
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = Math.max(2, w / 10);
  const p = SCANTLING_PATTERN[c];
  if (p === 'dots') {
    for (let i = 0; i < 3; i++) for (let j = 0; j < 2; j++) {
      ctx.beginPath();
      ctx.arc(x + w * (0.2 + i * 0.3), y + h * (0.3 + j * 0.4), w / 12, 0, Math.PI * 2);
      ctx.fill();
    }
  } else if (p === 'cross') {
    ctx.beginPath();
    ctx.moveTo(x, y); ctx.lineTo(x + w, y + h); ctx.moveTo(x + w, y); ctx.lineTo(x, y + h);
    ctx.stroke();
  } else if (p === 'hstripes') {
    for (let i = 1; i < 4; i++) { ctx.beginPath(); ctx.moveTo(x, y + (h * i) / 4); ctx.lineTo(x + w, y + (h * i) / 4); ctx.stroke(); }
  } else if (p === 'vstripes') {
    for (let i = 1; i < 4; i++) { ctx.beginPath(); ctx.moveTo(x + (w * i) / 4, y); ctx.lineTo(x + (w * i) / 4, y + h); ctx.stroke(); }
  } else if (p === 'diagonal') {
    for (let i = -3; i < 4; i++) { ctx.beginPath(); ctx.moveTo(x + (w * i) / 3, y + h); ctx.lineTo(x + (w * (i + 3)) / 3, y); ctx.stroke(); }
  } else if (p === 'checks') {
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) if ((i + j) % 2 === 0) ctx.fillRect(x + (w * i) / 3, y + (h * j) / 3, w / 3, h / 3);
  } else {
    ctx.beginPath();
    ctx.arc(x + w / 2, y + h / 2, Math.min(w, h) / 3, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.restore();
  ctx.strokeStyle = '#1d1a16';
  ctx.lineWidth = 2;
  ctx.strokeRect(x, y, w, h);
}

export function coin(ctx: CanvasRenderingContext2D, n: number | string, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = '#e8b931';
  ctx.fill();
  ctx.lineWidth = r / 6;
  ctx.strokeStyle = '#7a5a08';
  ctx.stroke();
  text(ctx, String(n), x, y + 1, r * 1.3, '#3b2a02');
}

function dieFace(ctx: CanvasRenderingContext2D, x: number, y: number, s: number): void {
  ctx.fillStyle = '#fff';
  ctx.strokeStyle = '#222';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.roundRect(x, y, s, s, s / 6);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#222';
  for (const [a, b] of [[0.25, 0.25], [0.75, 0.75], [0.5, 0.5], [0.75, 0.25], [0.25, 0.75]] as const) {
    ctx.beginPath();
    ctx.arc(x + s * a, y + s * b, s / 11, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Wage symbol: fixed -> coin with Thalers + scantling chip; rolled -> die + a 6-face table. */
export function drawWage(ctx: CanvasRenderingContext2D, wage: Wage, w: number, h: number): void {
  if (wage.kind === 'fixed') {
    coin(ctx, wage.thalers, w * 0.33, h * 0.5, h * 0.27);
    if (wage.scantling) scantlingChip(ctx, wage.scantling, w * 0.6, h * 0.28, w * 0.3, h * 0.44);
  } else {
    dieFace(ctx, w * 0.08, h * 0.08, h * 0.4);
    wage.table.forEach((c, i) => {
      const cx = w * 0.08 + (i % 3) * w * 0.28;
      const cy = h * 0.56 + Math.floor(i / 3) * h * 0.2;
      if (c) scantlingChip(ctx, c, cx, cy, w * 0.24, h * 0.17);
      else {
        ctx.strokeStyle = '#555';
        ctx.lineWidth = 2;
        ctx.strokeRect(cx, cy, w * 0.24, h * 0.17);
      }
    });
    text(ctx, 'T', w * 0.72, h * 0.28, h * 0.3, '#7a5a08');
  }
}

export function wageKey(w: Wage): string {
  return w.kind === 'fixed' ? `f${w.thalers}${w.scantling ?? '-'}` : `r${w.table.map((c) => c ?? '-').join('.')}`;
}

export function drawLeisure(ctx: CanvasRenderingContext2D, types: readonly LeisureType[], w: number, h: number): void {
  const n = types.length;
  types.forEach((t, i) => {
    const cx = (w * (i + 1)) / (n + 1);
    const cy = h / 2;
    const s = h * (n > 1 ? 0.3 : 0.42);
    ctx.save();
    ctx.translate(cx, cy);
    ctx.strokeStyle = '#3a1f2b';
    ctx.fillStyle = '#3a1f2b';
    ctx.lineWidth = s / 6;
    if (t === 'music') {
      ctx.beginPath();
      ctx.ellipse(-s * 0.25, s * 0.5, s * 0.3, s * 0.22, -0.4, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillRect(s * 0.02, -s * 0.8, s * 0.12, s * 1.3);
      ctx.beginPath();
      ctx.moveTo(s * 0.1, -s * 0.8);
      ctx.quadraticCurveTo(s * 0.6, -s * 0.5, s * 0.5, -s * 0.1);
      ctx.stroke();
    } else if (t === 'writing') {
      // Quill
      ctx.beginPath();
      ctx.moveTo(-s * 0.7, s * 0.8);
      ctx.quadraticCurveTo(-s * 0.1, -s * 0.2, s * 0.7, -s * 0.9);
      ctx.quadraticCurveTo(s * 0.4, s * 0.1, -s * 0.7, s * 0.8);
      ctx.fill();
      ctx.fillRect(-s * 0.8, s * 0.85, s * 1.0, s * 0.1);
    } else {
      // Drawing: a brush/pencil over a frame
      ctx.strokeRect(-s * 0.8, -s * 0.6, s * 1.6, s * 1.2);
      ctx.beginPath();
      ctx.moveTo(-s * 0.6, s * 0.4);
      ctx.lineTo(-s * 0.2, -s * 0.1);
      ctx.lineTo(s * 0.1, s * 0.2);
      ctx.lineTo(s * 0.6, -s * 0.4);
      ctx.stroke();
    }
    ctx.restore();
  });
}

export function drawInn(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  // Beer mug
  ctx.fillStyle = '#f7e7b4';
  ctx.strokeStyle = '#3b2410';
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.rect(w * 0.28, h * 0.3, w * 0.34, h * 0.5);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(w * 0.66, h * 0.55, h * 0.13, -Math.PI / 2, Math.PI / 2);
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(w * 0.35, h * 0.28, h * 0.09, 0, Math.PI * 2);
  ctx.arc(w * 0.48, h * 0.25, h * 0.1, 0, Math.PI * 2);
  ctx.arc(w * 0.58, h * 0.28, h * 0.08, 0, Math.PI * 2);
  ctx.fill();
}

export function drawHostel(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  // Bed
  ctx.fillStyle = '#26415e';
  ctx.fillRect(w * 0.15, h * 0.55, w * 0.7, h * 0.12);
  ctx.fillRect(w * 0.15, h * 0.35, w * 0.06, h * 0.4);
  ctx.fillRect(w * 0.79, h * 0.48, w * 0.06, h * 0.27);
  ctx.beginPath();
  ctx.arc(w * 0.32, h * 0.48, h * 0.08, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(w * 0.42, h * 0.44, w * 0.4, h * 0.1);
}

export function drawTownhall(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  ctx.fillStyle = '#3b2352';
  ctx.beginPath();
  ctx.moveTo(w * 0.15, h * 0.38);
  ctx.lineTo(w * 0.5, h * 0.15);
  ctx.lineTo(w * 0.85, h * 0.38);
  ctx.fill();
  for (let i = 0; i < 4; i++) ctx.fillRect(w * (0.2 + i * 0.17), h * 0.42, w * 0.08, h * 0.32);
  ctx.fillRect(w * 0.13, h * 0.76, w * 0.74, h * 0.08);
}

export function drawCarriage(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  ctx.fillStyle = '#123d37';
  ctx.beginPath();
  ctx.roundRect(w * 0.2, h * 0.3, w * 0.6, h * 0.3, 8);
  ctx.fill();
  ctx.strokeStyle = '#123d37';
  ctx.lineWidth = 6;
  for (const x of [0.32, 0.68]) {
    ctx.beginPath();
    ctx.arc(w * x, h * 0.7, h * 0.11, 0, Math.PI * 2);
    ctx.stroke();
  }
}

export function drawScout(ctx: CanvasRenderingContext2D, w: number, h: number, toll?: number): void {
  // Spyglass / eye for "scouting out"
  ctx.strokeStyle = '#2d4a1e';
  ctx.lineWidth = 7;
  ctx.beginPath();
  ctx.ellipse(w / 2, h * 0.45, w * 0.3, h * 0.17, 0, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = '#2d4a1e';
  ctx.beginPath();
  ctx.arc(w / 2, h * 0.45, h * 0.1, 0, Math.PI * 2);
  ctx.fill();
  if (toll) coin(ctx, toll, w * 0.76, h * 0.76, h * 0.17);
}

export function drawWindRose(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  const cx = w / 2;
  const cy = h / 2;
  const R = h * 0.46;
  ctx.strokeStyle = '#6b4a1f';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(cx, cy, R * 0.8, 0, Math.PI * 2);
  ctx.stroke();
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    const long = i % 2 === 0 ? R : R * 0.6;
    ctx.fillStyle = i % 2 === 0 ? '#8a2a1a' : '#c99b3a';
    ctx.beginPath();
    ctx.moveTo(cx + Math.cos(a) * long, cy + Math.sin(a) * long);
    ctx.lineTo(cx + Math.cos(a + 0.35) * R * 0.18, cy + Math.sin(a + 0.35) * R * 0.18);
    ctx.lineTo(cx, cy);
    ctx.lineTo(cx + Math.cos(a - 0.35) * R * 0.18, cy + Math.sin(a - 0.35) * R * 0.18);
    ctx.fill();
  }
  text(ctx, 'N', cx, cy - R * 0.93, h * 0.12, '#3a220a');
}

export function drawFeeBadge(ctx: CanvasRenderingContext2D, n: number, w: number, h: number): void {
  coin(ctx, n, w * 0.78, h * 0.78, h * 0.18);
}

/**
 * What walking to a destination costs, without letters (the same in every language): the
 * foot-it points as a large figure on a badge in the destination ring's yellow, and a Thaler
 * coin with the toll or fare beside it when there is one. One cell wide, two with a coin.
 */
export function drawCostBadge(ctx: CanvasRenderingContext2D, points: number, thalers: number, w: number, h: number): void {
  ctx.fillStyle = '#fff36b';
  ctx.strokeStyle = '#5a3b12';
  ctx.lineWidth = h * 0.07;
  ctx.beginPath();
  ctx.roundRect(h * 0.06, h * 0.06, w - h * 0.12, h * 0.88, h * 0.32);
  ctx.fill();
  ctx.stroke();
  text(ctx, String(points), thalers > 0 ? h / 2 + h * 0.04 : w / 2, h / 2 + h * 0.04, h * 0.78, '#2a1c00');
  if (thalers > 0) coin(ctx, thalers, w - h / 2 - h * 0.04, h / 2, h * 0.3);
}

/** A wide label: text on a parchment ribbon. */
export function drawRibbon(ctx: CanvasRenderingContext2D, s: string, w: number, h: number, bg = '#f6ecd0', fg = '#2b1d0e'): void {
  ctx.fillStyle = bg;
  ctx.strokeStyle = '#6b4a1f';
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.roundRect(4, h * 0.18, w - 8, h * 0.64, h * 0.2);
  ctx.fill();
  ctx.stroke();
  let px = h * 0.46;
  ctx.font = `bold ${px}px ${FONT}`;
  while (ctx.measureText(s).width > w - 24 && px > 10) {
    px -= 2;
    ctx.font = `bold ${px}px ${FONT}`;
  }
  text(ctx, s, w / 2, h / 2 + 2, px, fg);
}
