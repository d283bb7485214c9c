/**
 * Every recorded game -> what the statistics screen shows (pure): games played, wins and
 * average points per person (by name) and per computer level, the best game, recent games.
 * A game counts once for a level or a person however many seats they had in it (its win
 * once, if any of those seats won); the average is over their seats. The levels are computer
 * *opponents* and the best game is a person's feat or a computer's against a person: a game
 * the computers played alone (watched) counts for neither, only in the games, the time and
 * the recent games.
 */
import { COMPUTER_LEVELS, type ComputerLevel, type GameStatsRecord, type StatsSummary, type StoreNotice } from '../../../shared/ipc/contract';
import { personKey } from '../../../shared/model/names';

export const RECENT_GAMES = 8;
const MAX_PEOPLE = 200;

interface Tally {
  /** Games this person or level played in (once a game, however many seats it had there). */
  games: number;
  /** Games one of its seats won (once a game: two seats of one level winning together is one win). */
  wins: number;
  /** Points of all its seats, and how many seats that is (the average is per seat). */
  points: number;
  seats: number;
  bestScore: number;
}

const newTally = (): Tally => ({ games: 0, wins: 0, points: 0, seats: 0, bestScore: -Infinity });

/** One game's seats of one person or one level: counted as one game, its points per seat. */
function count(t: Tally, scores: readonly number[], won: boolean): void {
  t.games++;
  if (won) t.wins++;
  for (const score of scores) {
    t.points += score;
    t.seats++;
    t.bestScore = Math.max(t.bestScore, score);
  }
}

const finish = (t: Tally) => ({ games: t.games, wins: t.wins, averageScore: Math.round((t.points / t.seats) * 10) / 10, bestScore: t.bestScore });

export { personKey };

const byTime = (a: GameStatsRecord, b: GameStatsRecord) => a.finishedAt.localeCompare(b.finishedAt);

/** At least one person sat at the table (not a game only watched while computers played it). */
export const withPerson = (game: GameStatsRecord): boolean => game.players.some((p) => p.kind !== 'computer');

/**
 * The best seat of one game: the most points; on equal points a winner (the record's winners:
 * Thalers decide a tie, C35), then the most Thalers, then the first seat.
 */
function bestSeat(game: GameStatsRecord): number {
  let best = 0;
  game.players.forEach((p, seat) => {
    const b = game.players[best]!;
    const won = Number(game.winners.includes(seat)) - Number(game.winners.includes(best));
    if (p.score > b.score || (p.score === b.score && (won > 0 || (won === 0 && p.thalers > b.thalers)))) best = seat;
  });
  return best;
}

export function summarise(records: readonly GameStatsRecord[], notice: StoreNotice | null = null, recent = RECENT_GAMES): StatsSummary {
  const chronological = [...records].sort(byTime);
  const people = new Map<string, Tally & { name: string }>();
  const levels = new Map<ComputerLevel, Tally>();
  let best: StatsSummary['best'] = null;
  let minutes = 0;
  for (const game of chronological) {
    minutes += game.minutes;
    // the game's seats by who played them: a level (three medium computers are one level in
    // this game) or a person (the same name twice is one person)
    const seatsOf = new Map<string, { scores: number[]; won: boolean; name: string; level: ComputerLevel | null }>();
    game.players.forEach((p, seat) => {
      const won = game.winners.includes(seat);
      const level = p.kind === 'computer' ? (p.level ?? 'medium') : null;
      const key = level ? `computer:${level}` : `person:${personKey(p.name)}`;
      const group = seatsOf.get(key) ?? { scores: [], won: false, name: p.name, level };
      group.scores.push(p.score);
      group.won ||= won;
      group.name = p.name;
      seatsOf.set(key, group);
    });
    const person = withPerson(game);
    // the best game: the game's best seat if it beats every earlier game (the earliest on equal points)
    const seat = bestSeat(game);
    const top = game.players[seat];
    if (person && top && (!best || top.score > best.score)) {
      const level = top.kind === 'computer' ? (top.level ?? 'medium') : null;
      best = { gameId: game.id, name: top.name, kind: top.kind, level, score: top.score, finishedAt: game.finishedAt, won: game.winners.includes(seat) };
    }
    for (const [key, g] of seatsOf) {
      if (g.level) {
        // computer opponents: only games with a person at the table
        if (!person) continue;
        if (!levels.has(g.level)) levels.set(g.level, newTally());
        count(levels.get(g.level)!, g.scores, g.won);
      } else {
        const entry = people.get(key) ?? { ...newTally(), name: g.name };
        entry.name = g.name; // the newest spelling
        count(entry, g.scores, g.won);
        people.set(key, entry);
      }
    }
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
    // (which saves hold them is the save store's to say: services.ts)
    replays: [],
    notice,
  };
}
