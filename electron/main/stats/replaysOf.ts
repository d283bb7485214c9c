/**
 * Which saves hold the recent games of the statistics to their end, so that each can be watched
 * again from there. A game is matched by its statistics id (its setup, length and final state:
 * stats/record.ts), computed from the save itself, never guessed from names or dates; only saves
 * whose first line already fits (over, as long, the same journeymen) are read.
 */
import type { GameStatsRecord, SaveEntry, StatsSummary } from '../../../shared/ipc/contract';
import type { SaveFile } from '../saves/format';
import { gameId } from './record';

export interface SaveSource {
  list(): Promise<{ readonly ok: true; readonly value: readonly SaveEntry[] } | { readonly ok: false }>;
  peek(id: string): Promise<SaveFile | null>;
}

/** The replays of `recent`, newest game first (a game that no save holds has none). */
export async function replaysOf(recent: readonly GameStatsRecord[], saves: SaveSource): Promise<StatsSummary['replays']> {
  if (recent.length === 0) return [];
  const listed = await saves.list();
  if (!listed.ok) return [];
  const over = listed.value.filter((e) => e.status === 'ok' && e.meta?.finished);
  const out: { gameId: string; saveId: string }[] = [];
  for (const game of recent) {
    for (const e of over) {
      const m = e.meta!;
      if (m.actionCount !== game.actions || m.players.length !== game.players.length) continue;
      if (m.players.some((p, i) => p.name !== game.players[i]!.name || p.colour !== game.players[i]!.colour)) continue;
      const file = await saves.peek(e.id);
      if (file && gameId(file.setup, file.actions.length, file.stateHash) === game.id) {
        out.push({ gameId: game.id, saveId: e.id });
        break;
      }
    }
  }
  return out;
}
