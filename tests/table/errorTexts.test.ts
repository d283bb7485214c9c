/**
 * Every failure the table can be answered with (GameHost, the services, the IPC router's limits,
 * the engine's typed errors) has words for the player in English and German: the table shows
 * tableUi.errors.<code>, never the code or main's English message.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import tableUi from '../../renderer/src/i18n/tableUi';
import scoring from '../../renderer/src/i18n/scoring';
import saves from '../../renderer/src/i18n/saves';
import { SAVE_PROBLEM_CODES } from '../../shared/ipc/contract';

const root = new URL('../../', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), 'utf8');

function codesIn(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => m[1]!);
}

describe('the table says every failure in the player’s words', () => {
  it('every code that game, hint, undo and new-game calls can answer has an English and a German text', () => {
    const codes = new Set<string>([
      ...codesIn(read('electron/main/GameHost.ts'), /code: '([a-z-]+)'/g),
      ...codesIn(read('electron/main/services.ts'), /code: '([a-z-]+)'/g).filter((c) => c.startsWith('hint') || c === 'no-decision' || c === 'no-game'),
      ...codesIn(read('electron/main/ipcRouter.ts'), /err\('([a-z-]+)'/g).filter((c) => c !== 'untrusted-sender'),
      ...codesIn(read('shared/ipc/payload.ts'), /'(payload-[a-z-]+)'/g),
      ...codesIn(read('shared/engine/apply.ts') + read('shared/engine/setup.ts'), /(?:fail\(|code: )'([a-z-]+)'/g).filter((c) => c !== 'internal'),
    ]);
    expect(codes.size).toBeGreaterThan(12);
    const en = tableUi.en.tableUi.errors as Record<string, string>;
    const de = tableUi.de.tableUi.errors as Record<string, string>;
    const missing = [...codes].filter((c) => c !== 'engine-threw' && c !== 'internal-error' && (!en[c] || !de[c]));
    expect(missing).toEqual([]);
    // the codes left to the generic text are real failures of the app, not of the player
    expect(en.other).toMatch(/report/);
    expect(de.other).toMatch(/melde/);
  });

  it('every code a replay can be refused with has an English and a German text (the replay’s own, or a save’s problem)', () => {
    const codes = new Set<string>([
      ...codesIn(read('electron/main/replay/ReplayService.ts'), /fail\('([a-z-]+)'/g),
      ...codesIn(read('electron/main/services.ts'), /code: '(replay-[a-z-]+)'/g),
      'no-game',
      ...SAVE_PROBLEM_CODES.filter((c) => c.startsWith('save-') || c === 'bad-save-id'),
    ]);
    expect(codes.size).toBeGreaterThan(12);
    const worded = (locale: 'en' | 'de', code: string): boolean => {
      const own = (scoring[locale].replay.errors as Record<string, string>)[code];
      const save = code !== 'no-game' ? (saves[locale].saves.problem as Record<string, string>)[code] : undefined;
      return !!(own ?? save);
    };
    // faults of the app (main's, or a frame the page should not have asked for): the generic text asks for a report
    const faults = ['replay-internal', 'replay-index-out-of-range'];
    const missing = [...codes].filter((c) => !faults.includes(c) && (!worded('en', c) || !worded('de', c)));
    expect(missing).toEqual([]);
    expect(scoring.en.replay.errors.other).toMatch(/report/);
    expect(scoring.de.replay.errors.other).toMatch(/melde/);
  });
});
