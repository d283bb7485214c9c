/**
 * Crash-test worker (spawned by crash.test.ts, killed with SIGKILL at random moments): plays
 * random legal moves through the real GameHost and writes the autosave slot after every action,
 * continuing the game found in the slot, starting a new one when that game is over.
 *
 * It keeps a journal (a file, appended synchronously, so a SIGKILL cannot lose a line that was
 * written) BEFORE the slot can show it: `game <seed>` before the first write of a new game,
 * `finished <seed> <actions>` when a game ends. The test checks every slot it finds against
 * it. Prints "ready" on stdout once it has written the slot once.
 */
import { appendFileSync } from 'node:fs';
import { GameHost } from '../../electron/main/GameHost';
import { SaveStore } from '../../electron/main/saves/SaveStore';
import { engine, prng, SETUP2 } from '../support/engine';

const [dir, runArg, journalArg] = process.argv.slice(2);
if (!dir || !journalArg) throw new Error('usage: crash-worker <dir> <run> <journal>');
const journal: string = journalArg;
const run = Number(runArg ?? 1);
const rnd = prng(run);
const store = new SaveStore({ dir, engine, appVersion: 'crash-test', backups: 3 });
const host = new GameHost(engine, { curtain: () => 'off' });
let games = 0;

/** Seeds unique per run and game, so a slot's seed names exactly one game. */
function newGame(): void {
  const seed = run * 1000 + games++;
  appendFileSync(journal, `game ${seed}\n`);
  host.newGame({ ...SETUP2, seed });
}

const prev = await store.load('slot');
if (!prev.ok && prev.error.code !== 'save-not-found') throw new Error(`slot unreadable: ${prev.error.code} ${prev.error.message}`);
if (prev.ok && prev.value.state.phase !== 'finished') host.adopt(prev.value.file.setup, prev.value.file.actions, prev.value.state);
else newGame();

let announced = false;
for (;;) {
  const snap = host.snapshot()!;
  if (snap.legal.length === 0) {
    const rec = host.record()!;
    appendFileSync(journal, `finished ${rec.setup.seed} ${rec.actions.length}\n`);
    newGame();
  } else host.apply(snap.legal[Math.floor(rnd() * snap.legal.length)]!);
  const rec = host.record()!;
  const r = await store.write('slot', { name: 'crash', setup: rec.setup, actions: [...rec.actions], state: host.getState()! });
  if (!r.ok) throw new Error(r.error.message);
  if (!announced) {
    process.stdout.write('ready\n');
    announced = true;
  }
}
