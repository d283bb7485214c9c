#!/usr/bin/env node
/**
 * Generates the app icons (PNG). The icon is drawn in resources/icon/icon.svg; when Chromium is
 * installed (/usr/bin/chromium or $WALZ_CHROMIUM) it is rasterised from that SVG with
 * playwright-core. Without Chromium a simpler emblem (a wandering stick with a bundle on a warm
 * round badge) is rasterised pixel by pixel and written as PNG with node:zlib, without any
 * download or image library. Output: build/icon.png (1024), build/icons/<size>x<size>.png,
 * resources/icon/icon.png (1024, for a window icon). electron-builder derives .ico/.icns
 * from build/icon.png.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import console from 'node:console';
import process from 'node:process';

const here = path.dirname(fileURLToPath(import.meta.url));

function crc32(buf) {
  let c;
  const table = crc32.t ?? (crc32.t = Array.from({ length: 256 }, (_, n) => {
    c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  }));
  let crc = 0xffffffff;
  for (const b of buf) crc = table[(crc ^ b) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel((x + 0.5) / size, (y + 0.5) / size);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r; raw[o + 1] = g; raw[o + 2] = b; raw[o + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; ihdr[9] = 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** Distance from point p to segment ab. */
function segDist(px, py, ax, ay, bx, by) {
  const dx = bx - ax, dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function emblem(x, y) {
  const d = Math.hypot(x - 0.5, y - 0.5);
  if (d > 0.47) return [0, 0, 0, 0];
  if (d > 0.43) return [92, 58, 30, 255]; // rim
  // stick from lower left to upper right
  if (segDist(x, y, 0.25, 0.8, 0.7, 0.27) < 0.035) return [110, 70, 35, 255];
  // bundle hanging at the top of the stick
  if (Math.hypot((x - 0.7) / 1.1, y - 0.36) < 0.12) return [178, 34, 34, 255];
  if (Math.hypot(x - 0.7, y - 0.27) < 0.03) return [150, 28, 28, 255];
  // road
  if (y > 0.7 && Math.abs(x - 0.5 - (0.85 - y) * 0.6) < 0.02 + (y - 0.7) * 0.15) return [205, 180, 130, 255];
  return y > 0.7 ? [120, 150, 80, 255] : [238, 214, 160, 255];
}

const SIZES = [16, 32, 48, 64, 128, 256, 512];
const svgFile = path.join(here, '..', 'resources', 'icon', 'icon.svg');
const chromium = process.env.WALZ_CHROMIUM ?? '/usr/bin/chromium';

/** PNG bytes of the SVG icon at each size, rendered by Chromium (transparent background). */
async function fromSvg(sizes) {
  const { chromium: pw } = await import('playwright-core');
  const browser = await pw.launch({ executablePath: chromium, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const src = `data:image/svg+xml;base64,${readFileSync(svgFile).toString('base64')}`;
    const out = {};
    for (const s of sizes) {
      await page.setViewportSize({ width: s, height: s });
      await page.setContent(`<html><body style="margin:0;background:transparent"><img src="${src}" width="${s}" height="${s}" style="display:block"></body></html>`);
      await page.locator('img').evaluate((img) => img.decode());
      out[s] = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: s, height: s } });
    }
    return out;
  } finally {
    await browser.close();
  }
}

mkdirSync(path.join(here, 'icons'), { recursive: true });
let pngs;
if (existsSync(chromium) && existsSync(svgFile)) pngs = await fromSvg([...SIZES, 1024]);
else {
  console.warn(`no Chromium at ${chromium}: drawing the fallback emblem instead of resources/icon/icon.svg`);
  pngs = Object.fromEntries([...SIZES, 1024].map((s) => [s, png(s, emblem)]));
}
writeFileSync(path.join(here, 'icon.png'), pngs[1024]);
writeFileSync(path.join(here, '..', 'resources', 'icon', 'icon.png'), pngs[1024]);
for (const s of SIZES) writeFileSync(path.join(here, 'icons', `${s}x${s}.png`), pngs[s]);
console.log('icons written to build/ and resources/icon/');
