/**
 * Crash-test worker (spawned by crash.test.ts, killed with SIGKILL at random moments): plays
 * random legal moves through the real GameHost and writes the autosave slot after every action,
 * continuing the game found in the slot. Prints "ready" once it is writing.
 */
import { GameHost } from '../../electron/main/GameHost';
import { SaveStore } from '../../electron/main/saves/SaveStore';
import { engine, prng, SETUP2 } from '../support/engine';

const [dir, seedArg] = process.argv.slice(2);
if (!dir) throw new Error('usage: crash-worker <dir> <seed>');
const rnd = prng(Number(seedArg ?? 1));
const store = new SaveStore({ dir, engine, appVersion: 'crash-test', backups: 3 });
const host = new GameHost(engine);

const prev = await store.load('slot');
if (prev.ok && prev.value.state.phase !== 'finished') host.adopt(prev.value.file.setup, prev.value.file.actions as never, prev.value.state);
else host.newGame({ ...SETUP2, seed: Math.floor(rnd() * 1e9) });

let announced = false;
for (;;) {
  const snap = host.snapshot()!;
  if (snap.legal.length === 0) host.newGame({ ...SETUP2, seed: Math.floor(rnd() * 1e9) });
  else host.apply(snap.legal[Math.floor(rnd() * snap.legal.length)]!);
  const rec = host.record()!;
  const r = await store.write('slot', { name: 'crash', setup: rec.setup, actions: [...rec.actions], state: host.getState()! });
  if (!r.ok) throw new Error(r.error.message);
  if (!announced) {
    process.stdout.write('ready\n');
    announced = true;
  }
}
