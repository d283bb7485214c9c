/**
 * The autosave holds one game. When another game is first autosaved (a new game, even one of
 * the same game number; a save loaded), the game the autosave held until then is not written
 * over: its newest copy and backups move together to a save of their own, which the load list
 * shows as an earlier game (finished or not: its replay lives in that file). So is a copy this
 * app cannot read as a clean save (damaged, too large, written by a newer app or under rules it
 * no longer plays): the list said it was left as it was, and it is. Nothing moves when the game
 * autosaved goes on from what the autosave holds (Continue, a backup of it, undo) or when the
 * autosave holds a game not yet begun (no action).
 *
 * The store looks once per game adopted (new, loaded): an autosave after every action reads
 * nothing.
 */
import { constants as fsConstants } from 'node:fs';
import { canonicalJson } from '../../../shared/engine/hash';
import type { EngineAction, GameSetup } from '../engine';
import { MAX_SAVE_BYTES, parseSave, type SaveFile } from './format';
import type { SaveFs } from './fileIo';
import { errnoOf } from './storeErrors';

/** A game's identity: its seats, seed and start player. */
export function gameKey(setup: Pick<GameSetup, 'seats' | 'seed' | 'startPlayer'>): string {
  return JSON.stringify([setup.seats.map((s) => [s.name, s.colour]), setup.seed, setup.startPlayer]);
}

/**
 * Whether writing `setup` with `actions` over the file `doc` loses nothing: the file holds a game
 * not yet begun, or this very game up to a point these actions go on from.
 */
export function goesOnFrom(doc: SaveFile, setup: GameSetup, actions: readonly EngineAction[]): boolean {
  if (doc.actions.length === 0) return true;
  if (gameKey(doc.setup) !== gameKey(setup) || doc.actions.length > actions.length) return false;
  return doc.actions.every((a, i) => canonicalJson(a) === canonicalJson(actions[i]));
}

/**
 * Whether the newest copy that exists of `copies` (newest first) may be written over (`ok`
 * judges a readable one); null when no copy exists at all.
 */
async function mayWriteOver(fs: SaveFs, copies: readonly string[], ok: (doc: SaveFile) => boolean): Promise<boolean | null> {
  for (const file of copies) {
    let size: number;
    try {
      size = (await fs.stat(file)).size;
    } catch (e) {
      if (errnoOf(e) === 'ENOENT') continue;
      return false;
    }
    if (size > MAX_SAVE_BYTES) return false;
    try {
      return ok(parseSave(await fs.readFile(file)));
    } catch {
      return false;
    }
  }
  return null;
}

/**
 * Before the autosave's copies (`from`, newest first) are written: when the newest of them may
 * not be written over (`ok`), every copy moves to the same place among `to()`'s copies (a fresh
 * save id's). Each is first linked there (a copy where links cannot be made), then the sources
 * are removed, the newest first: if a link or that removal fails (a file held open), the links
 * made are taken back and this throws, so the write fails and says so, and nothing is kept twice
 * (the next write tries again). An older source that cannot be removed stays behind as a
 * duplicate of what was kept, and is rotated out. Answers the id the copies moved to, or null.
 */
export async function keepEarlierGame(
  fs: SaveFs,
  from: readonly string[],
  ok: (doc: SaveFile) => boolean,
  to: () => Promise<{ id: string; copies: readonly string[] }>,
): Promise<string | null> {
  const may = await mayWriteOver(fs, from, ok);
  if (may === null || may) return null;
  const target = await to();
  const made: { src: string; dst: string }[] = [];
  const takeBack = async () => {
    for (const m of made) await fs.unlink(m.dst).catch(() => undefined);
  };
  try {
    for (let i = 0; i < from.length; i++) {
      const src = from[i]!;
      const dst = target.copies[i]!;
      try {
        await fs.link(src, dst);
      } catch (e) {
        if (errnoOf(e) === 'ENOENT') continue;
        await fs.copyFile(src, dst, fsConstants.COPYFILE_EXCL);
      }
      made.push({ src, dst });
    }
    if (made.length > 0) await fs.unlink(made[0]!.src);
  } catch (e) {
    await takeBack();
    throw e;
  }
  for (const m of made.slice(1)) await fs.unlink(m.src).catch(() => undefined);
  return target.id;
}
