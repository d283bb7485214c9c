/**
 * Driving the game table the way a person does: starting a game from the menu, reading the
 * visible text (and checking it never shows an internal id, an engine action or event name,
 * or a `key: value` dump), and choosing among the visible buttons by their visible names.
 * No test ids, no action indices: only roles and visible text.
 */
import type { Locator, Page } from 'playwright-core';
import type { AppPage } from './harness';
import { KNOWN_ACTION_FIELDS } from '../../shared/decisions/option';
import { NARRATED_EVENTS } from '../../shared/narration/narrate';
import tableUi from '../../renderer/src/i18n/tableUi';

export interface SeatSpec {
  readonly name: string;
  /** Played by a person at this screen (default) or a computer level. */
  readonly kind?: 'human' | 'easy' | 'medium' | 'hard';
}

const KIND_LABEL = { human: 'A person at this screen', easy: 'Computer, easy', medium: 'Computer, medium', hard: 'Computer, hard' } as const;

/** A person who wants it quick: no animations, no first-game tips; back at the main menu. */
export async function quickSettings(app: AppPage): Promise<void> {
  await app.services.settings.set({ animationSpeed: 'instant', firstGameTips: false });
  await app.page.reload();
  await app.page.getByRole('button', { name: 'New game', exact: true }).waitFor();
}

/** From the main menu: New game, the seats, the game number (under Advanced), Start; waits for the table's prompt. */
export async function startGame(page: Page, seats: readonly SeatSpec[], seed: number): Promise<void> {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  // the dialog offers the company of the game before (two to four journeymen): start from two
  await page.getByTestId('new-game-dialog').waitFor();
  for (let n = await page.getByRole('textbox', { name: 'Name' }).count(); n > 2; n--) await page.getByTestId(`remove-seat-${n - 1}`).click();
  for (let i = 2; i < seats.length; i++) await page.getByRole('button', { name: 'Add journeyman' }).click();
  const names = page.getByRole('textbox', { name: 'Name' });
  const kinds = page.getByRole('radiogroup', { name: 'Played by' });
  for (let i = 0; i < seats.length; i++) {
    await names.nth(i).fill(seats[i]!.name);
    await kinds.nth(i).getByRole('radio', { name: KIND_LABEL[seats[i]!.kind ?? 'human'], exact: true }).click();
  }
  await page.getByRole('button', { name: 'Advanced' }).click();
  await page.getByLabel('Game number').fill(String(seed));
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  // the dialog's own heading is a level-2 heading too: wait for it to go before waiting for the table's
  await page.getByRole('heading', { level: 2, name: 'New game', exact: true }).waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 2 }).first().waitFor();
}

/* ------------------------------------------------------------------ what must never show */

const camel = (names: readonly string[]) => names.filter((n) => /[a-z][A-Z]/.test(n));
const ENGINE_NAMES = [...new Set([...camel(Object.keys(KNOWN_ACTION_FIELDS)), ...camel(NARRATED_EVENTS)])];
const ENGINE_WORDS = new RegExp(`\\b(${ENGINE_NAMES.join('|')})\\b`);
/** Space ids (start-5/a0, homeland/rose, meadow-17/a3, edge:0,1,2), piece ids (forest-04). */
const SPACE_ID = /\b[a-z]+(-\d+)?\/[a-z]+\d*\b|\bedge:-?\d|\b(meadow|forest|field|start|city)-\d+\b/;
/** `key: value` and `key=value` dumps, JSON, unrendered keys and empty values. */
const DUMP = /\b[a-z][A-Za-z]*: (null|true|false|undefined|\{|\[|")|\b[a-z][A-Za-z]*=\S|\[object Object\]|\bundefined\b|\bNaN\b|\{"|"\}/;
const RAW_KEY = /\b(table|tableUi|cards|scoring|final|replay|ai|game|settings)\.[a-z][A-Za-z]*\.[A-Za-z]/;

/** Every problem found in a page's visible text (empty when it reads like a game should). */
export function problemsIn(text: string): string[] {
  const out: string[] = [];
  for (const [what, re] of [
    ['engine name', ENGINE_WORDS],
    ['space or piece id', SPACE_ID],
    ['dump', DUMP],
    ['message key', RAW_KEY],
  ] as const) {
    const m = re.exec(text);
    if (m) out.push(`${what}: "${text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40).replace(/\s+/g, ' ')}"`);
  }
  return out;
}

export async function visibleProblems(page: Page): Promise<string[]> {
  return problemsIn(await page.evaluate(() => document.body.innerText));
}

/* ------------------------------------------------------------------ choosing by visible name */

/** Buttons that steer the view or the table, not the game (never picked as a move). */
const UI = tableUi.en.tableUi;
const NOT_MOVES = new Set<string>([
  'Main menu',
  'Save as…',
  'Rules',
  'Settings',
  UI.undo.button,
  `↶ ${UI.undo.button}`,
  UI.hint.ask,
  UI.help.aria,
  '?',
  UI.tip.dismiss,
  UI.preview.walk,
  UI.scout.previous,
  UI.scout.next,
  UI.scout.rotate,
  UI.top.cancel,
  UI.over.menu,
  UI.over.table,
  // the computers' pause and step buttons are tools, not moves: a press on Pause in the moment
  // before the person's decision replaced the waiting panel stopped a whole game
  UI.waiting.pause,
  UI.waiting.resume,
  UI.waiting.step,
]);

export interface Candidate {
  readonly index: number;
  readonly name: string;
}

/**
 * The visible, enabled buttons a player could press to play on: those of an open dialog
 * (scoring, final screen, curtain) when one is open, else the table's, minus the tools.
 */
export async function moveButtons(page: Page): Promise<{ buttons: Locator; list: Candidate[] }> {
  const dialog = page.getByRole('dialog');
  const scope = (await dialog.count()) > 0 && (await dialog.first().isVisible()) ? dialog.first() : page.locator('body');
  const buttons = scope.getByRole('button');
  const all = await buttons.evaluateAll((els) =>
    els.map((e) => {
      const b = e as HTMLButtonElement;
      const r = b.getBoundingClientRect();
      const visible = r.width > 0 && r.height > 0 && getComputedStyle(b).visibility !== 'hidden';
      const name = (b.getAttribute('aria-label') ?? b.innerText ?? '').replace(/\s+/g, ' ').trim();
      return { name, ok: visible && !b.disabled && b.getAttribute('aria-disabled') !== 'true' };
    }),
  );
  const list: Candidate[] = [];
  all.forEach((b, index) => {
    if (!b.ok || !b.name) return;
    if ([...NOT_MOVES].some((n) => b.name === n || b.name.startsWith(`${n} `)) || / of your tile$/.test(b.name)) return;
    list.push({ index, name: b.name });
  });
  return { buttons, list };
}

/** A small seeded generator (the choices repeat run after run). */
export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 0x100000000;
  };
}
