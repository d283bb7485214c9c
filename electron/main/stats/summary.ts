/**
 * Every recorded game -> what the statistics screen shows (pure): games played, wins and
 * average points per person (by name) and per computer level, the best game, recent games.
 */
import { COMPUTER_LEVELS, type ComputerLevel, type GameStatsRecord, type StatsSummary, type StoreNotice } from '../../../shared/ipc/contract';

export const RECENT_GAMES = 8;
const MAX_PEOPLE = 200;

interface Tally {
  games: number;
  wins: number;
  points: number;
  bestScore: number;
}

const newTally = (): Tally => ({ games: 0, wins: 0, points: 0, bestScore: -Infinity });

function count(t: Tally, score: number, won: boolean): void {
  t.games++;
  if (won) t.wins++;
  t.points += score;
  t.bestScore = Math.max(t.bestScore, score);
}

const finish = (t: Tally) => ({ games: t.games, wins: t.wins, averageScore: Math.round((t.points / t.games) * 10) / 10, bestScore: t.bestScore });

/** The same person whatever the case, accents' composition or spacing of the name. */
export function personKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');
}

const byTime = (a: GameStatsRecord, b: GameStatsRecord) => a.finishedAt.localeCompare(b.finishedAt);

export function summarise(records: readonly GameStatsRecord[], notice: StoreNotice | null = null, recent = RECENT_GAMES): StatsSummary {
  const chronological = [...records].sort(byTime);
  const people = new Map<string, Tally & { name: string }>();
  const levels = new Map<ComputerLevel, Tally>();
  let best: StatsSummary['best'] = null;
  let minutes = 0;
  for (const game of chronological) {
    minutes += game.minutes;
    game.players.forEach((p, seat) => {
      const won = game.winners.includes(seat);
      if (p.kind === 'computer') {
        const level = p.level ?? 'medium';
        if (!levels.has(level)) levels.set(level, newTally());
        count(levels.get(level)!, p.score, won);
      } else {
        const key = personKey(p.name);
        const entry = people.get(key) ?? { ...newTally(), name: p.name };
        entry.name = p.name; // the newest spelling
        count(entry, p.score, won);
        people.set(key, entry);
      }
      if (!best || p.score > best.score) {
        best = { gameId: game.id, name: p.name, kind: p.kind, level: p.kind === 'computer' ? (p.level ?? 'medium') : null, score: p.score, finishedAt: game.finishedAt, won };
      }
    });
  }
  const players = [...people.values()]
    .sort((a, b) => b.games - a.games || b.wins - a.wins || a.name.localeCompare(b.name, 'de'))
    .slice(0, MAX_PEOPLE)
    .map((t) => ({ name: t.name, ...finish(t) }));
  const levelRows = COMPUTER_LEVELS.filter((l) => levels.has(l)).map((level) => ({ level, ...finish(levels.get(level)!) }));
  return {
    games: records.length,
    minutes: Math.round(minutes * 10) / 10,
    players,
    levels: levelRows,
    best,
    recent: chronological.slice(-recent).reverse(),
    notice,
  };
}
