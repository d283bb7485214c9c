import { describe, expect, it } from 'vitest';
import { decodePng, encodePng, recompressPng, type Raster } from './png';

function picture(width: number, height: number, channels: 3 | 4, seed: number): Raster {
  const pixels = new Uint8Array(width * height * channels);
  let s = seed;
  for (let i = 0; i < pixels.length; i++) {
    // flat bands with some noise: every filter has something to predict
    s = (s * 1103515245 + 12345) >>> 0;
    pixels[i] = (Math.floor(i / (width * channels * 3)) * 40 + (s >>> 28)) & 0xff;
  }
  return { width, height, channels, pixels };
}

describe('the PNG re-encoder', () => {
  it('decodes what it encodes with every row filter, RGB and RGBA', () => {
    for (const channels of [3, 4] as const) {
      const r = picture(17, 9, channels, channels);
      for (let f = 0; f <= 4; f++) {
        const back = decodePng(encodePng(r, f));
        expect([back.width, back.height, back.channels]).toEqual([17, 9, channels]);
        expect(Buffer.from(back.pixels).equals(Buffer.from(r.pixels)), `filter ${f}`).toBe(true);
      }
    }
  });

  it('recompressing keeps every pixel and never grows the file', () => {
    const r = picture(40, 30, 3, 7);
    const paeth = encodePng(r, 4);
    const again = recompressPng(paeth);
    expect(again.length).toBeLessThanOrEqual(paeth.length);
    expect(Buffer.from(decodePng(again).pixels).equals(Buffer.from(r.pixels))).toBe(true);
  });

  it('refuses what it does not read', () => {
    expect(() => decodePng(Buffer.from('not a png at all'))).toThrow(/not a PNG/);
  });
});
