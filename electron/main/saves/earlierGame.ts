/**
 * The autosave holds one game. When another game is first autosaved (a new game, a save of
 * another game loaded), the game the autosave held until then is not written over: its newest
 * copy and backups move together to a save of their own, which the load list shows as an
 * earlier game (finished or not: its replay lives in that file). So is a copy this app cannot
 * read as a clean file of the game being saved (damaged, too large, written by a newer app or
 * under rules it no longer plays): the list said it was left as it was, and it is.
 *
 * The copy is judged once per game (the store remembers the game it last found or wrote there),
 * so an autosave after every action reads nothing.
 */
import { constants as fsConstants } from 'node:fs';
import type { GameSetup } from '../engine';
import { MAX_SAVE_BYTES, parseSave } from './format';
import type { SaveFs } from './fileIo';
import { errnoOf } from './storeErrors';

/** A game's identity as the autosave compares it: its seats, seed and start player. */
export function gameKey(setup: Pick<GameSetup, 'seats' | 'seed' | 'startPlayer'>): string {
  return JSON.stringify([setup.seats.map((s) => [s.name, s.colour]), setup.seed, setup.startPlayer]);
}


/**
 * Whether the newest copy that exists of `copies` (newest first) is a readable save of the game
 * `key`; null when no copy exists at all.
 */
async function holdsGame(fs: SaveFs, copies: readonly string[], key: string): Promise<boolean | null> {
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
      return gameKey(parseSave(await fs.readFile(file)).setup) === key;
    } catch {
      return false;
    }
  }
  return null;
}

/**
 * Before the autosave's copies (`from`, newest first) are written with the game `key`: when they
 * hold anything else, each copy moves to the same place in `to()`'s copies (a fresh save id's),
 * by hard link and unlink (a copy where links cannot be made); nothing is ever overwritten.
 * Throws when a copy cannot be moved, so the write fails and says so rather than lose it.
 * Answers the id the copies moved to, or null when there was nothing to keep.
 */
export async function keepEarlierGame(fs: SaveFs, from: readonly string[], key: string, to: () => Promise<{ id: string; copies: readonly string[] }>): Promise<string | null> {
  const same = await holdsGame(fs, from, key);
  if (same === null || same) return null;
  const target = await to();
  for (let i = 0; i < from.length; i++) {
    const src = from[i]!;
    const dst = target.copies[i]!;
    try {
      await fs.link(src, dst);
    } catch (e) {
      if (errnoOf(e) === 'ENOENT') continue;
      await fs.copyFile(src, dst, fsConstants.COPYFILE_EXCL);
    }
    await fs.unlink(src);
  }
  return target.id;
}
