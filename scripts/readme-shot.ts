/**
 * The README's picture of the game table: docs/table.png at 1280×800. The built renderer in
 * headless Chromium (software GL, SwiftShader) with the real main-process services, as the e2e
 * tests run it (tests/e2e/harness.ts). The table is shown a real position — year 3 of a seeded
 * three-player game of the greedy bots, adopted by the host as a loaded game would be, the two
 * others marked as computer players — at Anna's turn, with one destination previewed (its route
 * on the board, "Walk there" beside the list). Same seed, same picture.
 *
 * Usage: npm run shot:readme [-- --out docs/table.png] [--seed 7] [--zoom 1]
 * (--help lists them; a bad flag is refused with exit code 2 before anything is built.)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, HAVE_CHROMIUM, buildAll, launch, openApp, serveStatic } from '../tests/e2e/harness';
import { startGame, visibleProblems } from '../tests/e2e/tableDriver';
import { botPosition } from './botPosition';
import { flagHelp, flagsOrExit, parseFlags } from './cli-args';

const SPEC = {
  out: { kind: 'text', pattern: /^(?!-)[^\0]{1,400}\.png$/i, what: 'a path to a .png file', meta: 'FILE', default: 'docs/table.png' },
  seed: { kind: 'int', min: 0, max: 0xffffffff, default: 7, help: "the bots' game shown" },
  zoom: { kind: 'real', min: 0.05, max: 1, default: 1, help: 'the board closer than its whole-board view (1: as the table frames it)' },
} as const;
const USAGE = `usage: npm run shot:readme -- [flags]\n${flagHelp(SPEC)}`;
const flags = flagsOrExit('readme-shot', USAGE, () => parseFlags(process.argv.slice(2), SPEC));
const OUT = path.resolve(flags.out);
const SEED = flags.seed;
/** The board closer than its whole-board view (< 1; 1: as the table frames it, the landscape whole). */
const ZOOM = flags.zoom;
/** Plain spaces (paths, connections): the preview shows a named place instead. */
const PLAIN = /\.place\.name\.(path|connection|gate|entrance|unknown)$/;

async function main(): Promise<void> {
  if (!HAVE_CHROMIUM) {
    console.error(`readme-shot: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set WALZ_CHROMIUM)`);
    process.exit(2);
  }
  // Anna's own turn in year 3 with somewhere worth walking to and foot-it points to spend
  const pos = botPosition(['Anna', 'Bernd', 'Clara'], SEED, (state, prompt, seat) => state.year >= 3 && seat === 0 && prompt.kind === 'turn' && (prompt.board?.destinations?.length ?? 0) >= 10 && state.turn.pointsLeft >= 4);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'walz-readme-shot-'));
  const built = await buildAll(tmp);
  const server = await serveStatic(built.rendererDir);
  const browser = await launch();
  try {
    const app = await openApp(browser, server.origin, built.preloadFile, path.join(tmp, 'saves'), { viewport: { width: 1280, height: 800 } });
    const { page, services } = app;
    await services.settings.set({ animationSpeed: 'instant', firstGameTips: false, locale: 'en' });
    await page.reload();
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd' }], 1);
    services.host.adopt(pos.setup as never, pos.actions as never, pos.state as never, {
      controls: [{ kind: 'human' }, { kind: 'computer', level: 'medium' }, { kind: 'computer', level: 'medium' }],
    });
    await page.locator(`main.table-screen[data-actions="${pos.actions.length}"][data-busy="false"]`).waitFor({ timeout: 15_000 });
    // D goes through the destinations in the prompt's order: preview the farthest named place
    const dests = pos.prompt.board?.destinations ?? [];
    let pick = 0;
    dests.forEach((d, i) => {
      const best = dests[pick]!;
      if (!PLAIN.test(d.label.key) && (PLAIN.test(best.label.key) || d.steps > best.steps)) pick = i;
    });
    for (let i = 0; i <= pick; i++) await page.keyboard.press('d');
    if (ZOOM !== 1) await page.evaluate((z) => (window as unknown as { __walzBoard(): { zoom(f: number): void } }).__walzBoard().zoom(z), ZOOM);
    await page.getByRole('button', { name: /^Walk there/ }).waitFor();
    // nothing hovered, the web fonts in, and the board's still frame drawn (software GL draws a
    // sharper frame a moment after the camera settles)
    await page.mouse.move(640, 2);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(800);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));
    const problems = await visibleProblems(page);
    if (problems.length) throw new Error(`readme-shot: the table shows ${problems.join('; ')}`);
    if (app.consoleErrors.length) throw new Error(`readme-shot: console errors: ${app.consoleErrors.join(' | ')}`);
    mkdirSync(path.dirname(OUT), { recursive: true });
    // lossless, smaller: unfiltered rows at zlib level 9 pack a UI picture better than Chromium's PNG
    const png = await page.screenshot();
    writeFileSync(OUT, png);
    console.log(`readme-shot: ${path.relative(process.cwd(), OUT)} (${Math.round(png.length / 1024)} KB): year ${pos.state.year}, ${pos.actions.length} actions of seed ${SEED}`);
    await app.close();
  } finally {
    await browser.close();
    await server.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
