/**
 * UI responsiveness bench: the BUILT renderer in headless Debian Chromium (playwright-core), with
 * the real main-process services bound to the page, exactly as the e2e tests run it
 * (tests/e2e/harness.ts), at 1280×800.
 *
 * The GL here is software: Chromium runs with --disable-gpu --enable-unsafe-swiftshader, so every
 * board frame is rasterised by SwiftShader on the CPU (the board then draws at its software render
 * scale, see renderer/src/board3d/renderScale.ts). Compare runs with each other; a desktop with a
 * GPU draws the board far faster.
 *
 * 1. Start-up to an interactive main menu: a fresh browser context (empty cache) loads the built
 *    renderer; an init script (it runs before the app's own) watches the DOM from navigation start
 *    (performance.now() is milliseconds since navigation start) until the "New game" button is
 *    laid out, visible, enabled and takes the focus, then waits for the paint that shows it
 *    (requestAnimationFrame, then a message posted from that frame: it runs once the frame has
 *    been painted). `startupToMenuSettledMs` also waits for the saves list (Continue decided).
 *    The bench then clicks "New game" and checks the dialog opens (the menu responds). Electron's
 *    own start (main process, window creation) is not part of this figure.
 *
 * 2. Click to updated board and panels: a game of two people at this screen (animation speed
 *    "instant": the change itself, not the deliberate animation, is timed; no first-game tips)
 *    from the menu, then a year-2 position of a bots' game adopted by the host as a loaded game
 *    would be. Each click is a person's: the pointer moves onto a visible control (a foot-it card,
 *    a place to walk to, a highlighted destination on the 3-D board, "End your turn", Continue …
 *    chosen with a seeded generator), the page goes quiet, then the button is pressed and
 *    released. From the release (the pointerup event's timestamp) the page records:
 *      - every DOM mutation outside the autosave status, each followed by the paint that shows it;
 *      - every board frame (BoardRenderer.renderNow, through the window.__walzBoard() test hook),
 *        and every call that changes what the board shows (setInput, previewRoute, resetView,
 *        selectGhost).
 *    The click is done once the main process's answer is shown: the table is no longer busy, the
 *    log holds as many lines as main's, and nothing has changed for 300 ms. Its time is the later
 *    of: the paint after the LAST DOM mutation (prompt bar, own board, log, decision, dialogs all
 *    show the new state), and the paint of the FIRST board frame drawn after the last change to
 *    the board's input (the 3-D board shows the new state; a sharper still frame that software
 *    GL draws 160 ms after a camera move is not waited for). Clicks that changed nothing visible
 *    are counted apart; the figures are over the clicks that changed the game or an overlay
 *    (`clicks`); hover-only previews are counted as `previewClicks`.
 *
 * Usage: tsx scripts/bench-ui.ts [--clicks 60] [--startups 7] [--seed 7]
 * (--help lists them; a bad flag is refused with exit code 2 before anything is built.)
 * Last line of output: one JSON object.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { botPosition } from './botPosition';
import { CHROMIUM, HAVE_CHROMIUM, buildAll, launch, openApp, serveStatic, type AppPage } from '../tests/e2e/harness';
import { moveButtons, rng, startGame, type Candidate } from '../tests/e2e/tableDriver';
import { median, percentile, round1 } from './benchStats';
import { flagHelp, flagsOrExit, parseFlags } from './cli-args';

const SPEC = {
  clicks: { kind: 'int', min: 2, max: 2000, default: 60, help: 'clicks timed, half from the menu, half in a year-2 position' },
  startups: { kind: 'int', min: 1, max: 100, default: 7, help: 'fresh start-ups timed' },
  seed: { kind: 'int', min: 0, max: 0xffffffff, default: 7, help: "the game's seed and the clicks'" },
} as const;
const USAGE = `usage: npm run bench:ui -- [flags]\n${flagHelp(SPEC)}`;
const { clicks: CLICKS, startups: STARTUPS, seed: SEED } = flagsOrExit('bench-ui', USAGE, () => parseFlags(process.argv.slice(2), SPEC));
const VIEWPORT = { width: 1280, height: 800 };
/** Nothing visible changed for this long: the click's answer is complete. */
const QUIET_MS = 300;

/* ------------------------------------------------------------------ in-page probes (plain JS) */

/**
 * Start-up probe (an init script: it runs before the renderer's scripts). Plain JS in a string:
 * the bench runs under tsx, whose function wrappers would not exist in the page.
 */
const STARTUP_PROBE = `(() => {
  const S = (window.__benchStart = { menuMs: null, settledMs: null, fontsMs: null });
  const afterPaint = (cb) => requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = () => { ch.port1.close(); cb(performance.now()); }; ch.port2.postMessage(0); });
  const shown = (el) => { const r = el.getBoundingClientRect(); const cs = getComputedStyle(el); return r.width > 0 && r.height > 0 && cs.visibility !== 'hidden' && cs.display !== 'none' && Number(cs.opacity) > 0.5; };
  let menu = false, settled = false;
  const check = () => {
    const btn = document.querySelector('[data-testid="new-game"]');
    if (!btn || btn.disabled || !shown(btn)) return;
    if (!menu) {
      const before = document.activeElement;
      btn.focus({ preventScroll: true });
      if (document.activeElement !== btn) return;
      if (before && before !== document.body && before.focus) before.focus({ preventScroll: true }); else btn.blur();
      menu = true;
      afterPaint((t) => (S.menuMs = t));
    }
    const cont = document.querySelector('[data-testid="continue"]');
    if (!settled && (document.querySelector('[data-testid="no-autosave"]') || (cont && !cont.disabled))) {
      settled = true;
      afterPaint((t) => (S.settledMs = t));
    }
    if (menu && settled) mo.disconnect();
  };
  const mo = new MutationObserver(check);
  mo.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  if (document.fonts) document.fonts.ready.then(() => (S.fontsMs = performance.now()));
})();`;

/** Click recorder: DOM mutations, board frames and board input changes, each with its paint. */
const CLICK_RECORDER = `(() => {
  if (window.__benchUi) return;
  const now = () => performance.now();
  const R = { armed: false, t0: null, last: now(), muts: [], states: [], frames: [], changes: [], paints: [], board: null, inputCost: 0, renderCost: 0 };
  window.__benchUi = R;
  const paintOf = (kind, trig) => { const ch = new MessageChannel(); ch.port1.onmessage = () => { ch.port1.close(); if (R.armed) R.paints.push({ kind, trig, at: now() }); }; ch.port2.postMessage(0); };
  new MutationObserver((recs) => {
    const seen = recs.some((r) => { const el = r.target.nodeType === 1 ? r.target : r.target.parentElement; return !!el && !el.closest('.save-status'); });
    if (!seen) return;
    const t = now();
    R.last = t;
    if (!R.armed) return;
    R.muts.push(t);
    if (recs.some((r) => r.type === 'attributes' && r.attributeName === 'data-actions')) R.states.push(t);
    requestAnimationFrame(() => paintOf('dom', t));
  }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  const onDown = (e) => { if (R.armed && R.t0 === null) R.t0 = e.timeStamp; };
  window.addEventListener('pointerup', onDown, true);
  const patch = () => {
    const b = window.__walzBoard ? window.__walzBoard() : null;
    if (!b || b === R.board) return;
    R.board = b;
    const render = b.renderNow.bind(b);
    b.renderNow = () => { const s = now(); render(); const t = now(); R.last = t; if (R.armed) { R.renderCost += t - s; R.frames.push(t); paintOf('frame', t); } };
    for (const name of ['setInput', 'previewRoute', 'resetView', 'selectGhost']) {
      const f = b[name].bind(b);
      b[name] = (...a) => { const s = now(); if (R.armed) R.changes.push(s); const v = f(...a); if (R.armed && name === 'setInput') R.inputCost += now() - s; return v; };
    }
  };
  R.arm = () => { patch(); R.armed = true; R.t0 = null; R.muts = []; R.states = []; R.frames = []; R.changes = []; R.paints = []; R.inputCost = 0; R.renderCost = 0; };
  R.status = () => {
    const main = document.querySelector('main.table-screen');
    return { busy: main ? main.getAttribute('data-busy') === 'true' : false, quietMs: now() - R.last, log: main ? document.querySelectorAll('[data-testid="log"] ol > li:not(.empty)').length : -1 };
  };
  R.result = () => {
    R.armed = false;
    const lastMut = R.muts.length ? Math.max(...R.muts) : null;
    const lastChange = R.changes.length ? Math.max(...R.changes) : null;
    const frame = R.frames.find((t) => lastChange === null || t >= lastChange) ?? null;
    const paint = (kind, ok) => { const p = R.paints.filter((x) => x.kind === kind && ok(x.trig)).map((x) => x.at); return p.length ? Math.min(...p) : null; };
    const domPaint = lastMut === null ? null : paint('dom', (t) => t >= lastMut);
    const framePaint = frame === null ? null : paint('frame', (t) => t === frame);
    const ends = [domPaint, framePaint].filter((x) => x !== null);
    const rel = (x) => (x === null || R.t0 === null ? null : x - R.t0);
    return { t0: R.t0, ms: ends.length && R.t0 !== null ? Math.max(...ends) - R.t0 : null, domMs: rel(domPaint), boardMs: rel(framePaint), lastMutMs: rel(lastMut), stateMs: rel(R.states.length ? Math.max(...R.states) : null), muts: R.muts.length, frames: R.frames.length, boardChanges: R.changes.length, inputCost: R.inputCost, renderCost: R.renderCost };
  };
})();`;

interface ClickResult {
  ms: number | null;
  domMs: number | null;
  boardMs: number | null;
  lastMutMs: number | null;
  /** The last change of the actions played in the DOM (main's answer applied by Vue, before its paint). */
  stateMs: number | null;
  muts: number;
  frames: number;
  boardChanges: number;
  /** Time spent in the board's setInput (scene diff, rebuilt layers) and in its frames (SwiftShader draws), summed over the click. */
  inputCost: number;
  renderCost: number;
  t0: number | null;
}

interface Sample {
  readonly segment: string;
  readonly kind: string;
  readonly control: string;
  readonly label: string;
  readonly changed: boolean;
  readonly r: ClickResult;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitQuiet(page: Page, ms: number, timeout = 10_000): Promise<boolean> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    const q = await page.evaluate('window.__benchUi.status().quietMs');
    if ((q as number) >= ms) return true;
    await sleep(Math.min(50, Math.max(10, ms - (q as number))));
  }
  return false;
}

/** The click's answer is complete: not busy, main's log shown in full, quiet for QUIET_MS. */
async function settle(app: AppPage): Promise<boolean> {
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    const s = (await app.page.evaluate('window.__benchUi.status()')) as { busy: boolean; quietMs: number; log: number };
    const total = app.services.host.getState() ? app.services.host.logFrom(0, 0).total : -1;
    if (!s.busy && s.quietMs >= QUIET_MS && (s.log < 0 || s.log === total)) return true;
    await sleep(20);
  }
  return false;
}

/** What a person sees change after a press (as the table e2e test reads it). */
async function stateKey(page: Page): Promise<string> {
  return (await page.evaluate(`(() => {
    const screen = document.querySelector('main.table-screen');
    const dialogs = [...document.querySelectorAll('[role="dialog"]')].map((d) => d.getAttribute('aria-labelledby') || d.getAttribute('data-testid') || '').join(',');
    const title = (document.getElementById('prompt-title') || {}).textContent || '';
    return (screen ? screen.getAttribute('data-actions') : '') + '|' + dialogs + '|' + title + '|' + (screen ? screen.getAttribute('data-kind') : '');
  })()`)) as string;
}

/** A highlighted destination whose projected point is on the visible canvas and picks that very space. */
async function boardTarget(page: Page): Promise<{ x: number; y: number; label: string } | null> {
  return (await page.evaluate(`(() => {
    const b = window.__walzBoard ? window.__walzBoard() : null;
    const canvas = document.querySelector('canvas.board-canvas');
    if (!b || !canvas) return null;
    const box = canvas.getBoundingClientRect();
    const dests = [...((b.getInput().highlights || {}).destinations || [])].sort((a, c) => c.path.length - a.path.length);
    for (const d of dests) {
      const p = b.spaceToScreen(d.spaceId);
      if (!p || p.x < 6 || p.y < 6 || p.x > box.width - 6 || p.y > box.height - 6) continue;
      if (document.elementFromPoint(box.left + p.x, box.top + p.y) !== canvas || b.pickAt(p.x, p.y) !== d.spaceId) continue;
      return { x: box.left + p.x, y: box.top + p.y, label: d.path.length - 1 + ' steps' };
    }
    return null;
  })()`)) as { x: number; y: number; label: string } | null;
}

/** The control a label names, for the per-control figures. */
function controlOf(name: string, cls: string): string {
  if (/End your turn/.test(name)) return 'end turn';
  if (/\bwalk-to\b/.test(cls)) return 'walk option';
  if (/^(Continue|Back to the table)$/.test(name)) return 'overlay';
  if (/\bcard\b|playCard/.test(cls)) return 'card';
  return 'option';
}

/** Clicks through the table from its current position until `count` clicks have been recorded. */
async function clickThrough(app: AppPage, segment: string, count: number, seed: number, out: Sample[]): Promise<void> {
  const { page, services } = app;
  await page.evaluate(CLICK_RECORDER);
  const next = rng(seed);
  const dead = new Map<string, Set<string>>();
  let recorded = 0;
  for (let guard = 0; recorded < count && guard < count * 4; guard++) {
    if (services.host.getState()?.phase === 'finished' && (await page.getByRole('button', { name: 'Back to the table' }).count()) > 0) break;
    const key = await stateKey(page);
    const kind = (await page.locator('main.table-screen').getAttribute('data-kind')) ?? '';
    const { buttons, list } = await moveButtons(page);
    const usable = list.filter((c) => !dead.get(key)?.has(c.name));
    const dialogOpen = (await page.getByRole('dialog').count()) > 0;
    // a highlighted destination on the board now and then, else a visible option (ending the turn less often: games move on)
    const onBoard = !dialogOpen && next() < 0.35 ? await boardTarget(page) : null;
    let control: string;
    let label: string;
    if (onBoard) {
      control = 'board destination';
      label = onBoard.label;
      await page.mouse.move(onBoard.x, onBoard.y, { steps: 2 });
    } else {
      if (usable.length === 0) throw new Error(`bench-ui: nothing to press at ${key}`);
      const end = usable.find((c) => /End your turn$/.test(c.name));
      const c: Candidate = end && next() < 0.3 ? end : usable[Math.floor(next() * usable.length)]!;
      const btn = buttons.nth(c.index);
      const cls = ((await btn.getAttribute('class')) ?? '') + ' ' + ((await btn.getAttribute('data-type')) ?? '') + ' ' + kind;
      control = controlOf(c.name, cls);
      label = c.name.slice(0, 60);
      await btn.hover();
    }
    // hovering previews (a route on the board, the preview pane): let it show before the press
    await waitQuiet(page, 150);
    await page.evaluate('window.__benchUi.arm()');
    await page.mouse.down();
    await page.mouse.up();
    const settled = await settle(app);
    const r = (await page.evaluate('window.__benchUi.result()')) as ClickResult;
    const changed = (await stateKey(page)) !== key;
    if (!settled) console.log(`  ! ${segment}: no quiet after "${label}" (${kind}); left out`);
    else if (r.ms === null) {
      if (!dead.has(key)) dead.set(key, new Set());
      dead.get(key)!.add(label);
    } else {
      out.push({ segment, kind: kind || 'overlay', control, label, changed, r });
      if (changed) recorded++;
    }
    // the pointer leaves the table (nothing stays hovered)
    await page.mouse.move(640, 2);
    await waitQuiet(page, 100);
  }
}

type StartupProbe = { menuMs: number | null; settledMs: number | null; fontsMs: number | null };

/** The start-up probe's figures once the menu is interactive and the saves are listed. */
async function startupFigures(page: Page): Promise<StartupProbe & { menuMs: number; settledMs: number }> {
  for (const end = Date.now() + 30_000; Date.now() < end; await sleep(25)) {
    const s = (await page.evaluate('window.__benchStart || null')) as StartupProbe | null;
    if (s && s.menuMs !== null && s.settledMs !== null) return { ...s, menuMs: s.menuMs, settledMs: s.settledMs };
  }
  throw new Error('bench-ui: the main menu never became interactive');
}

function summary(xs: readonly number[]) {
  return { median: round1(median(xs)), p95: round1(percentile(xs, 95)), n: xs.length };
}

async function main(): Promise<void> {
  if (!HAVE_CHROMIUM) {
    console.error(`bench-ui: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set WALZ_CHROMIUM)`);
    process.exit(2);
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'walz-bench-ui-'));
  const t0 = Date.now();
  const built = await buildAll(tmp);
  console.log(`built the renderer and the test preload in ${Date.now() - t0} ms`);
  const server = await serveStatic(built.rendererDir);
  const browser = await launch();
  const errors: string[] = [];
  try {
    /* ---------------------------------------------------------------- start-up */
    const startups: { menuMs: number; settledMs: number; fontsMs: number | null }[] = [];
    for (let i = 0; i < STARTUPS; i++) {
      const app = await openApp(browser, server.origin, built.preloadFile, path.join(tmp, `start-${i}`), { viewport: VIEWPORT, initScripts: [STARTUP_PROBE] });
      // polled from here: page.waitForFunction would compile its predicate in the page, which the CSP forbids
      const s = await startupFigures(app.page);
      const menuMs = s.menuMs;
      const settledMs = s.settledMs;
      // the menu responds: New game opens its dialog
      await app.page.getByRole('button', { name: 'New game', exact: true }).click();
      await app.page.getByRole('button', { name: 'Start', exact: true }).waitFor({ timeout: 10_000 });
      startups.push({ menuMs, settledMs, fontsMs: s.fontsMs });
      console.log(`start-up ${i + 1}: menu interactive ${menuMs.toFixed(0)} ms, saves listed ${settledMs.toFixed(0)} ms, fonts ${s.fontsMs?.toFixed(0) ?? '–'} ms`);
      errors.push(...app.consoleErrors);
      await app.close();
    }

    /* ---------------------------------------------------------------- clicks */
    const samples: Sample[] = [];
    const app = await openApp(browser, server.origin, built.preloadFile, path.join(tmp, 'game'), { viewport: VIEWPORT });
    await app.services.settings.set({ animationSpeed: 'instant', firstGameTips: false });
    await app.page.reload();
    await startGame(app.page, [{ name: 'Anna' }, { name: 'Bernd' }], SEED);
    await app.page.locator('canvas.board-canvas').waitFor();
    const early = Math.ceil(CLICKS / 2);
    await clickThrough(app, 'year 1 (from the menu)', early, SEED, samples);
    // year 2 of a bots' game, at a journeyman's foot-it card
    const mid = botPosition(['Anna', 'Bernd'], SEED, (state, prompt) => state.year >= 2 && prompt.kind === 'playCard');
    app.services.host.adopt(mid.setup as never, mid.actions as never, mid.state as never);
    await app.page.locator(`main.table-screen[data-actions="${mid.actions.length}"]`).waitFor({ timeout: 10_000 });
    await waitQuiet(app.page, QUIET_MS);
    await clickThrough(app, `year 2 (a bots' game, ${mid.actions.length} actions)`, CLICKS - early, SEED + 1, samples);
    errors.push(...app.consoleErrors);
    await app.close();

    /* ---------------------------------------------------------------- figures */
    const changed = samples.filter((s) => s.changed);
    const ms = changed.map((s) => s.r.ms!);
    console.log(`\nclick → updated board and panels (${changed.length} clicks that changed the game or an overlay; ${samples.length - changed.length} hover previews apart):`);
    for (const s of samples) {
      const f = (x: number | null) => (x === null ? '   –' : x.toFixed(0).padStart(4));
      console.log(`  ${f(s.r.ms)} ms  (state ${f(s.r.stateMs)}, dom ${f(s.r.domMs)}, board ${f(s.r.boardMs)}, ${String(s.r.frames).padStart(2)} frames, input ${f(s.r.inputCost)}, draw ${f(s.r.renderCost)})  ${s.changed ? ' ' : 'p'} ${s.kind.padEnd(16)} ${s.control.padEnd(18)} ${s.label}`);
    }
    const byKind: Record<string, { median: number; p95: number; n: number }> = {};
    for (const k of [...new Set(changed.map((s) => `${s.kind}/${s.control}`))].sort()) byKind[k] = summary(changed.filter((s) => `${s.kind}/${s.control}` === k).map((s) => s.r.ms!));
    console.log('by decision and control (median / p95 / n):');
    for (const [k, v] of Object.entries(byKind)) console.log(`  ${k.padEnd(34)} ${v.median} / ${v.p95} / ${v.n}`);
    const board = changed.filter((s) => s.r.boardMs !== null).map((s) => s.r.boardMs!);
    const dom = changed.filter((s) => s.r.domMs !== null).map((s) => s.r.domMs!);
    const segs = [...new Set(changed.map((s) => s.segment))];
    for (const seg of segs) {
      const xs = changed.filter((s) => s.segment === seg).map((s) => s.r.ms!);
      console.log(`${seg}: median ${round1(median(xs))} ms, p95 ${round1(percentile(xs, 95))} ms over ${xs.length} clicks`);
    }
    const state = changed.filter((s) => s.r.stateMs !== null).map((s) => s.r.stateMs!);
    console.log(`panels alone (paint after the last DOM change): median ${round1(median(dom))} ms; board alone (first frame of the new input): median ${round1(median(board))} ms`);
    console.log(`board work per click: setInput median ${round1(median(changed.map((s) => s.r.inputCost)))} ms, drawing its frames median ${round1(median(changed.map((s) => s.r.renderCost)))} ms`);
    console.log(`main's last answer in the DOM (before layout, paint and the board frame): median ${round1(median(state))} ms over ${state.length} clicks that played actions`);
    const menu = startups.map((s) => s.menuMs);
    console.log(`start-up → interactive menu: median ${round1(median(menu))} ms over ${menu.length} fresh contexts (first ${round1(menu[0]!)} ms)`);
    if (errors.length) console.log(`console errors: ${errors.slice(0, 5).join(' | ')}`);

    const result = {
      clickToUpdateMsMedian: round1(median(ms)),
      clickToUpdateMsP95: round1(percentile(ms, 95)),
      clickToUpdateMsMax: round1(Math.max(...ms)),
      clicks: ms.length,
      previewClicks: samples.length - changed.length,
      clickToPanelsMsMedian: round1(median(dom)),
      clickToBoardFrameMsMedian: round1(median(board)),
      clickToStateInDomMsMedian: round1(median(state)),
      clickKinds: Object.keys(byKind).length,
      startupToMenuMsMedian: round1(median(menu)),
      startupToMenuMsFirst: round1(menu[0]!),
      startupToMenuSettledMsMedian: round1(median(startups.map((s) => s.settledMs))),
      startupRuns: startups.length,
      viewport: `${VIEWPORT.width}x${VIEWPORT.height}`,
      gl: 'SwiftShader',
      animationSpeed: 'instant',
      consoleErrors: errors.length,
      targets: { clickToUpdateMsMedian: 100, startupToMenuMsMedian: 1500 },
    };
    console.log(JSON.stringify(result));
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
