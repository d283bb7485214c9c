/**
 * Statistics over simulated games (printed by the simulator; used to tune the tile set).
 */
import { PIECES } from '../data/pieces';
import type { GameState } from '../engine/types';

export interface GameStats {
  readonly state: GameState;
  readonly actions: number;
  readonly failedScouting: number;
  readonly bots: readonly string[];
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
function median(xs: readonly number[]): number {
  if (!xs.length) return 0;
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}
const f1 = (x: number) => x.toFixed(1);

export function placedCounts(state: GameState): { tiles: number; cities: number } {
  let tiles = 0;
  let cities = 0;
  for (const p of state.board.placed) {
    const kind = PIECES[p.pieceId]?.kind;
    if (kind === 'landscape') tiles++;
    else if (kind === 'city') cities++;
  }
  return { tiles, cities };
}

export function summarise(games: readonly GameStats[], meta: { seconds: number; bots: string }): string {
  const seats = Math.max(...games.map((g) => g.state.players.length));
  const lines: string[] = [];
  lines.push(`${games.length} games, ${seats} players, bots: ${meta.bots}, ${f1(meta.seconds)} s`);
  lines.push('');
  lines.push('seat  mean VP  median VP  wins (shared wins count for each)');
  for (let s = 0; s < seats; s++) {
    const vps = games.map((g) => g.state.players[s]?.vp ?? 0);
    const wins = games.filter((g) => g.state.winners.includes(s)).length;
    lines.push(`${String(s + 1).padStart(4)}  ${f1(mean(vps)).padStart(7)}  ${f1(median(vps)).padStart(9)}  ${wins} (${f1((100 * wins) / games.length)}%)`);
  }
  const byBot = new Map<string, number[]>();
  for (const g of games) g.bots.forEach((b, i) => byBot.set(b, [...(byBot.get(b) ?? []), g.state.players[i]?.vp ?? 0]));
  if (byBot.size > 1) {
    lines.push('');
    for (const [b, vps] of byBot) lines.push(`bot ${b}: mean VP ${f1(mean(vps))}`);
  }
  const placed = games.map((g) => placedCounts(g.state));
  const actions = games.map((g) => g.actions);
  lines.push('');
  lines.push(`actions per game: mean ${f1(mean(actions))}, median ${median(actions)}, max ${Math.max(...actions)}`);
  lines.push(`landscape tiles placed: mean ${f1(mean(placed.map((p) => p.tiles)))} of 36, median ${median(placed.map((p) => p.tiles))}`);
  lines.push(`cities placed: mean ${f1(mean(placed.map((p) => p.cities)))} of 7, all 7 in ${f1((100 * placed.filter((p) => p.cities === 7).length) / games.length)}% of games`);
  lines.push(`failed scouting draws: mean ${f1(mean(games.map((g) => g.failedScouting)))} per game`);
  const finished = games.filter((g) => g.state.phase === 'finished').length;
  lines.push(`finished games: ${finished}/${games.length}`);
  return lines.join('\n');
}
