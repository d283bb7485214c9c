/**
 * A small PNG re-encoder for the README's screenshot: Chromium writes its screenshots with
 * adaptive row filters at a fast zlib level; a UI picture (flat panels, text) packs smaller
 * unfiltered at zlib level 9 (docs/table.png: about 415 KB → 370 KB, lossless). Only what
 * Chromium writes is read: 8-bit RGB or RGBA, not interlaced. Pure (node:zlib only).
 */
import { deflateSync, inflateSync } from 'node:zlib';

export interface Raster {
  readonly width: number;
  readonly height: number;
  /** Bytes per pixel: 3 (RGB) or 4 (RGBA). */
  readonly channels: 3 | 4;
  /** Rows top to bottom, width × channels bytes each. */
  readonly pixels: Uint8Array;
}

const SIGNATURE = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10]);

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** The predictor of filter `f` for byte x of a row (a: left, b: above, c: above-left). */
function predict(f: number, a: number, b: number, c: number): number {
  switch (f) {
    case 0:
      return 0;
    case 1:
      return a;
    case 2:
      return b;
    case 3:
      return (a + b) >> 1;
    case 4:
      return paeth(a, b, c);
    default:
      throw new Error(`png: unknown row filter ${f}`);
  }
}

export function decodePng(file: Uint8Array): Raster {
  const buf = Buffer.from(file);
  if (!buf.subarray(0, 8).equals(SIGNATURE)) throw new Error('png: not a PNG file');
  let width = 0;
  let height = 0;
  let channels: 3 | 4 = 3;
  const idat: Buffer[] = [];
  for (let i = 8; i < buf.length; ) {
    const n = buf.readUInt32BE(i);
    const type = buf.toString('latin1', i + 4, i + 8);
    const data = buf.subarray(i + 8, i + 8 + n);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, colour, , , interlace] = [data[8], data[9], data[10], data[11], data[12]];
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) throw new Error(`png: only 8-bit RGB/RGBA, not interlaced (depth ${depth}, colour type ${colour}, interlace ${interlace})`);
      channels = colour === 2 ? 3 : 4;
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    i += 12 + n;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  if (raw.length !== height * (stride + 1)) throw new Error('png: image data of the wrong size');
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)]!;
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[row + x - channels]! : 0;
      const b = y > 0 ? pixels[row - stride + x]! : 0;
      const c = y > 0 && x >= channels ? pixels[row - stride + x - channels]! : 0;
      pixels[row + x] = (raw[src + x]! + predict(f, a, b, c)) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/** Encodes with one row filter for every row (0: none … 4: Paeth) at zlib level 9. */
export function encodePng(r: Raster, filter = 0): Buffer {
  const stride = r.width * r.channels;
  const raw = Buffer.alloc(r.height * (stride + 1));
  for (let y = 0; y < r.height; y++) {
    const row = y * stride;
    const dst = y * (stride + 1);
    raw[dst] = filter;
    for (let x = 0; x < stride; x++) {
      const a = x >= r.channels ? r.pixels[row + x - r.channels]! : 0;
      const b = y > 0 ? r.pixels[row - stride + x]! : 0;
      const c = y > 0 && x >= r.channels ? r.pixels[row - stride + x - r.channels]! : 0;
      raw[dst + 1 + x] = (r.pixels[row + x]! - predict(filter, a, b, c)) & 0xff;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(r.width, 0);
  ihdr.writeUInt32BE(r.height, 4);
  ihdr[8] = 8;
  ihdr[9] = r.channels === 3 ? 2 : 6;
  return Buffer.concat([Buffer.from(SIGNATURE), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9, memLevel: 9 })), chunk('IEND', new Uint8Array(0))]);
}

/** The same pixels, packed as small as this encoder can (never larger than the input). */
export function recompressPng(file: Uint8Array): Buffer {
  const r = decodePng(file);
  const best = [0, 4].map((f) => encodePng(r, f)).reduce((a, b) => (b.length < a.length ? b : a));
  return best.length < file.length ? best : Buffer.from(file);
}
