/**
 * Every failure the table can be answered with (GameHost, the services, the IPC router's limits,
 * the engine's typed errors) has words for the player in English and German: the table shows
 * tableUi.errors.<code>, never the code or main's English message.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import tableUi from '../../renderer/src/i18n/tableUi';

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
      ...codesIn(read('shared/ipc/contract.ts'), /'(payload-[a-z-]+)'/g),
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
});
