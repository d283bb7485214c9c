/**
 * Board render bench: builds renderer/bench, opens it in headless Chromium (SwiftShader),
 * measures a late-game board and writes out/board-bench.png.
 * Last line of output: one JSON object {drawCalls, triangles, frameMsMedian, idleFramesIn2s, ...}.
 * frameMsMedian is a still frame at the renderer's own resolution (renderScale: below 1 only under
 * software GL, see renderer/src/board3d/renderScale.ts); frameMsMedianFullRes is the same frame
 * forced to full resolution, measured interleaved with it (batches of 5, back to back).
 * Usage: tsx scripts/bench-board.ts [--frames N] [--stage late|mid] [--aa 1|0|auto] [--size 1280x800] [--profile]
 * (--help lists them; a bad flag is refused with exit code 2 before anything is built.)
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type BenchHooks, buildBench, hasChromium, launchChromium, serveDir } from '../renderer/bench/harness';
import { flagHelp, flagsOrExit, parseFlags, UsageError } from './cli-args';

const SPEC = {
  frames: { kind: 'int', min: 1, max: 10_000, default: 30, help: 'still frames measured' },
  stage: { kind: 'choice', choices: ['late', 'mid'], default: 'late' },
  aa: { kind: 'choice', choices: ['1', '0', 'auto'], default: 'auto', help: 'MSAA on, off, or as the renderer decides' },
  size: { kind: 'text', pattern: /^\d{1,5}x\d{1,5}$/, what: 'a viewport WIDTHxHEIGHT such as 1280x800', meta: 'WxH', help: 'the viewport, 320x200 to 7680x4320', default: '1280x800' },
  profile: { kind: 'bool', help: 'also time the board with each layer hidden' },
} as const;
const USAGE = `usage: npm run bench:board -- [flags]\n${flagHelp(SPEC)}`;

const { frames, stage, aa, profile, vw, vh } = flagsOrExit('bench-board', USAGE, () => {
  const f = parseFlags(process.argv.slice(2), SPEC);
  const [w, h] = f.size.split('x').map(Number) as [number, number];
  if (!(w >= 320 && w <= 7680 && h >= 200 && h <= 4320)) throw new UsageError(`--size must be from 320x200 to 7680x4320, got "${f.size}"`);
  return { ...f, vw: w, vh: h };
});

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

async function main(): Promise<void> {
  if (!hasChromium()) {
    console.error('bench-board: /usr/bin/chromium is missing (apt-get install -y chromium)');
    process.exit(2);
  }
  const root = process.cwd();
  const outDir = resolve(root, 'out/board-bench-page');
  mkdirSync(resolve(root, 'out'), { recursive: true });
  const t0 = Date.now();
  await buildBench(root, outDir);
  console.log(`built bench page in ${Date.now() - t0} ms`);
  const { server, url } = await serveDir(outDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: vw, height: vh } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${url}?stage=${stage}&aa=${aa}`);
    await page.waitForFunction(() => (window as unknown as { __board?: BenchHooks }).__board?.ready(), null, { timeout: 60_000 });
    // Let the first on-demand frame land.
    await page.waitForTimeout(500);
    const info = await page.evaluate(() => {
      const b = (window as unknown as { __board: BenchHooks }).__board;
      return { pieces: b.pieces(), spaces: b.spaces(), markers: b.markers(), caps: b.caps() };
    });
    const aaOn = info.caps.antialias;
    console.log(`renderer: antialias ${aaOn}, pixel ratio ${info.caps.pixelRatio}, software ${info.caps.software}, render scale ${info.caps.renderScale} (buffer ${info.caps.buffer})`);
    console.log(`board: ${info.pieces} pieces, ${info.spaces} spaces, ${info.markers} markers`);
    const warm = await page.evaluate(() => (window as unknown as { __board: BenchHooks }).__board.forceRenders(3));
    console.log(`warm-up frames: ${warm.map((x) => x.toFixed(1)).join(', ')} ms`);
    if (profile) {
      const prof = await page.evaluate(() => (window as unknown as { __board: BenchHooks }).__board.profileLayers(9));
      console.log(`layer profile (median ms with each layer hidden): ${JSON.stringify(prof)}`);
    }
    // Still frames at the renderer's scale and at full resolution, interleaved in batches of 5.
    const times: number[] = [];
    const timesFull: number[] = [];
    for (let done = 0; done < frames; done += 5) {
      const n = Math.min(5, frames - done);
      times.push(...(await page.evaluate((k) => (window as unknown as { __board: BenchHooks }).__board.forceRenders(k), n)));
      timesFull.push(
        ...(await page.evaluate((k) => {
          const b = (window as unknown as { __board: BenchHooks }).__board;
          b.setRenderScale(1);
          b.forceRenders(1);
          const t = b.forceRenders(k);
          b.setRenderScale(null);
          b.forceRenders(1);
          return t;
        }, n)),
      );
    }
    const stats = await page.evaluate(() => (window as unknown as { __board: BenchHooks }).__board.stats());
    const moving = await page.evaluate((n) => (window as unknown as { __board: BenchHooks }).__board.forceMotionRenders(n), frames);
    await page.waitForTimeout(400); // the full-resolution frame after the camera settles
    const idle = await page.evaluate(() => (window as unknown as { __board: BenchHooks }).__board.idleFrames(2000));
    const picks = await page.evaluate(() => (window as unknown as { __board: BenchHooks }).__board.pickRoundTrip(100000));
    await page.screenshot({ path: resolve(root, 'out/board-bench.png') });
    // Same board without MSAA, for comparison.
    await page.goto(`${url}?stage=${stage}&aa=${aaOn ? '0' : '1'}`);
    await page.waitForFunction(() => (window as unknown as { __board?: BenchHooks }).__board?.ready(), null, { timeout: 60_000 });
    await page.waitForTimeout(300);
    await page.evaluate(() => (window as unknown as { __board: BenchHooks }).__board.forceRenders(2));
    const timesOther = await page.evaluate((n) => (window as unknown as { __board: BenchHooks }).__board.forceRenders(n), frames);
    console.log(`frames with antialias ${aaOn ? 'off' : 'on'}: median ${median(timesOther).toFixed(1)} ms`);
    await page.goto(`${url}?stage=${stage}&aa=${aa}`);
    await page.waitForFunction(() => (window as unknown as { __board?: BenchHooks }).__board?.ready(), null, { timeout: 60_000 });
    await page.waitForTimeout(300);
    // A close-up (zoomed towards the centre) to check symbol legibility.
    await page.evaluate(() => {
      const b = (window as unknown as { __board: BenchHooks & { zoom(f: number): void } }).__board;
      b.zoom(0.3);
    });
    await page.waitForTimeout(300);
    await page.screenshot({ path: resolve(root, 'out/board-bench-closeup.png') });
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`frames: n=${times.length} min ${sorted[0]!.toFixed(1)} ms, median ${median(times).toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms`);
    console.log(`draw calls ${stats.drawCalls}, triangles ${stats.triangles}, idle frames in 2 s: ${idle}`);
    console.log(`pick round trip (screen -> space): ${picks.ok}/${picks.tried}`);
    console.log('screenshots: out/board-bench.png, out/board-bench-closeup.png');
    if (errors.length) console.log(`page errors:\n  ${errors.join('\n  ')}`);
    console.log(
      JSON.stringify({
        drawCalls: stats.drawCalls,
        triangles: stats.triangles,
        frameMsMedian: Math.round(median(times) * 100) / 100,
        idleFramesIn2s: idle,
        frames: times.length,
        stage,
        viewport: `${vw}x${vh}`,
        antialias: aaOn,
        pixelRatio: info.caps.pixelRatio,
        renderScale: info.caps.renderScale,
        drawingBuffer: info.caps.buffer,
        frameMsMedianFullRes: Math.round(median(timesFull) * 100) / 100,
        frameMsMedianMoving: Math.round(median(moving) * 100) / 100,
        [aaOn ? 'frameMsMedianNoAA' : 'frameMsMedianWithAA']: Math.round(median(timesOther) * 100) / 100,
        pieces: info.pieces,
        spaces: info.spaces,
        markers: info.markers,
        pickRoundTrip: `${picks.ok}/${picks.tried}`,
      }),
    );
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
