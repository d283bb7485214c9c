import { describe, expect, it } from 'vitest';
import { buildRecord, gameId, seatControlOf } from '../../electron/main/stats/record';
import { personKey, summarise } from '../../electron/main/stats/summary';
import { GameStatsRecordSchema, StatsSummarySchema, type GameStatsRecord } from '../../shared/ipc/contract';
import { scoreBreakdown } from '../../shared/engine/scoring';
import { engine } from '../support/engine';
import { finishedGame, recordOf, setupOf } from './support';
import { greedyBot, randomBot } from '../../shared/ai';
import { playGame } from '../../shared/sim/playout';

describe('statistics record of a finished game', () => {
  it('takes the scores, categories, years and winners from the engine', () => {
    const setup = setupOf(['Anna', 'Bernd', 'Carla'], 4242);
    const g = finishedGame(setup, 3);
    const hash = engine.hashState(g.state);
    const finishedAt = new Date('2026-03-01T20:00:00Z');
    const rec = buildRecord({ setup, state: g.state, actions: g.actions.length, stateHash: hash }, { finishedAt, startedAt: null, minutes: 41.26 });
    expect(GameStatsRecordSchema.parse(rec)).toEqual(rec);
    expect(rec.id).toBe(gameId(setup, g.actions.length, hash));
    expect(rec).toMatchObject({ finishedAt: finishedAt.toISOString(), startedAt: null, minutes: 41.3, actions: g.actions.length, seed: 4242, winners: [...g.state.winners] });
    const breakdown = scoreBreakdown(g.state);
    rec.players.forEach((p, seat) => {
      const state = g.state.players[seat]!;
      expect(p).toMatchObject({ name: state.name, colour: state.colour, kind: 'human', level: null, score: state.vp, thalers: state.thalers });
      expect(p.byCategory).toEqual(breakdown[seat]!.byCategory);
      const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
      expect(sum(p.final) + p.years.reduce((n, y) => n + sum(y.vp), 0)).toBe(state.vp);
      expect(p.years.map((y) => y.year)).toEqual(g.state.scorings.filter((s) => s.kind === 'year').map((s) => s.year));
    });
    expect(rec.players.length).toBe(3);
  });

  it('a name longer than the record allows (an imported save) is shortened, not refused', () => {
    const setup = setupOf(['A'.repeat(100), 'Bernd'], 5);
    const g = finishedGame(setup);
    const rec = buildRecord({ setup, state: g.state, actions: g.actions.length, stateHash: 'x' }, { finishedAt: new Date(), startedAt: null, minutes: 1 });
    expect(GameStatsRecordSchema.safeParse(rec).success).toBe(true);
    expect(rec.players[0]!.name).toBe('A'.repeat(64));
  });

  it('the id is the same for the same game and differs for another seed or length', () => {
    const setup = setupOf(['Anna', 'Bernd'], 1);
    expect(gameId(setup, 100, 'abc')).toBe(gameId({ ...setup }, 100, 'abc'));
    expect(gameId(setup, 100, 'abc')).not.toBe(gameId({ ...setup, seed: 2 }, 100, 'abc'));
    expect(gameId(setup, 100, 'abc')).not.toBe(gameId(setup, 101, 'abc'));
    expect(gameId(setup, 100, 'abc')).not.toBe(gameId(setup, 100, 'abd'));
  });

  it('reads the seat kind from `control` in its likely shapes; a person by default', () => {
    expect(seatControlOf({ name: 'A' })).toEqual({ kind: 'human', level: null });
    expect(seatControlOf({ control: 'human' })).toEqual({ kind: 'human', level: null });
    expect(seatControlOf({ control: 'hard' })).toEqual({ kind: 'computer', level: 'hard' });
    expect(seatControlOf({ control: 'computer', level: 'easy' })).toEqual({ kind: 'computer', level: 'easy' });
    expect(seatControlOf({ control: { kind: 'computer', level: 'hard' } })).toEqual({ kind: 'computer', level: 'hard' });
    expect(seatControlOf({ control: { type: 'ai', difficulty: 'easy' } })).toEqual({ kind: 'computer', level: 'easy' });
    expect(seatControlOf({ control: { kind: 'computer' } })).toEqual({ kind: 'computer', level: 'medium' });
    expect(seatControlOf({ control: { kind: 'human', level: 'hard' } })).toEqual({ kind: 'human', level: null });
    expect(seatControlOf({ control: 42 })).toEqual({ kind: 'human', level: null });
    expect(seatControlOf(null)).toEqual({ kind: 'human', level: null });
  });

  it('a seat kind from the snapshot seats wins over the setup', () => {
    const setup = setupOf(['Anna', 'Bot'], 9, [undefined, { kind: 'computer', level: 'easy' }]);
    const g = finishedGame(setup);
    const base = { setup, state: g.state, actions: g.actions.length, stateHash: 'x' };
    const timing = { finishedAt: new Date(), startedAt: null, minutes: 1 };
    expect(buildRecord(base, timing).players.map((p) => [p.kind, p.level])).toEqual([['human', null], ['computer', 'easy']]);
    const fromSnapshot = buildRecord({ ...base, seats: [{ control: 'hard' }, { control: 'human' }] }, timing);
    expect(fromSnapshot.players.map((p) => [p.kind, p.level])).toEqual([['computer', 'hard'], ['human', null]]);
  });
});

/** A hand-made record (the summary is arithmetic over records; real games are tested above). */
function game(n: number, players: [string, number, ('easy' | 'medium' | 'hard')?][], winners: number[], minutes = 20): GameStatsRecord {
  const colours = ['red', 'blue', 'green', 'yellow'] as const;
  return {
    id: n.toString(16).padStart(32, '0'),
    finishedAt: new Date(Date.UTC(2026, 1, n)).toISOString(),
    startedAt: null,
    minutes,
    actions: 150,
    years: 4,
    seed: n,
    players: players.map(([name, score, level], i) => ({ name, colour: colours[i]!, kind: level ? 'computer' : 'human', level: level ?? null, score, thalers: 5, byCategory: {}, final: {}, years: [] })),
    winners,
  };
}

describe('statistics summary', () => {
  it('an empty record gives an empty summary', () => {
    expect(summarise([])).toEqual({ games: 0, minutes: 0, players: [], levels: [], best: null, recent: [], replays: [], notice: null });
  });

  it('games, wins and average points per person and per computer level; best game; recent first', () => {
    const games = [
      game(3, [['Anna', 30], ['Bernd', 25], ['Rechner', 28, 'hard']], [0], 40),
      game(1, [['anna ', 20], ['Bernd', 22]], [1], 30),
      game(2, [['Anna', 41], ['Rechner', 41, 'easy']], [0, 1], 25.5),
      game(4, [['Carla', 12], ['Rechner', 19, 'hard']], [1], 10),
    ];
    const s = StatsSummarySchema.parse(summarise(games));
    expect(s.games).toBe(4);
    expect(s.minutes).toBe(105.5);
    expect(s.players).toEqual([
      { name: 'Anna', games: 3, wins: 2, averageScore: 30.3, bestScore: 41 },
      { name: 'Bernd', games: 2, wins: 1, averageScore: 23.5, bestScore: 25 },
      { name: 'Carla', games: 1, wins: 0, averageScore: 12, bestScore: 12 },
    ]);
    expect(s.levels).toEqual([
      { level: 'easy', games: 1, wins: 1, averageScore: 41, bestScore: 41 },
      { level: 'hard', games: 2, wins: 1, averageScore: 23.5, bestScore: 28 },
    ]);
    // 41 twice (Anna and the easy computer in game 2): the first seat of the earliest game
    expect(s.best).toEqual({ gameId: games[2]!.id, name: 'Anna', kind: 'human', level: null, score: 41, finishedAt: games[2]!.finishedAt, won: true });
    expect(s.recent.map((g) => g.seed)).toEqual([4, 3, 2, 1]);
  });

  it('several computers of one level in a game count as one game of that level, their win once; the average is per seat', () => {
    const games = [
      // Anna against three medium computers; one of them wins
      game(1, [['Anna', 20], ['Rechner', 30, 'medium'], ['Rechner', 25, 'medium'], ['Rechner', 17, 'medium']], [1]),
      // two medium computers win together (tied on VP and Thalers)
      game(2, [['Anna', 10], ['Rechner', 33, 'medium'], ['Rechner', 33, 'medium']], [1, 2]),
      // the same name at two seats is one person in that game
      game(3, [['Anna', 12], ['Anna', 18], ['Rechner', 40, 'hard']], [2]),
    ];
    const s = StatsSummarySchema.parse(summarise(games));
    expect(s.levels).toEqual([
      { level: 'medium', games: 2, wins: 2, averageScore: 27.6, bestScore: 33 },
      { level: 'hard', games: 1, wins: 1, averageScore: 40, bestScore: 40 },
    ]);
    expect(s.players).toEqual([{ name: 'Anna', games: 3, wins: 0, averageScore: 15, bestScore: 20 }]);
  });

  it('keeps only the newest games in the recent list', () => {
    const many = Array.from({ length: 12 }, (_, i) => game(i + 1, [['A', i], ['B', 1]], [0]));
    expect(summarise(many, null, 8).recent.map((g) => g.seed)).toEqual([12, 11, 10, 9, 8, 7, 6, 5]);
  });

  it('one person whatever the case and spacing of the name', () => {
    expect(personKey('  Anna  Maria ')).toBe(personKey('anna maria'));
    expect(personKey('Jürgen')).toBe(personKey('Ju\u0308rgen'));
    expect(personKey('Anna')).not.toBe(personKey('Anne'));
  });

  it('the best game on equal points goes to the seat that won the tie on Thalers (C35), not the first seat (real game, seed 161)', () => {
    const seats = ['J1', 'J2', 'J3', 'J4'];
    const setup = { ...setupOf(seats, 161), startPlayer: 1 };
    const r = playGame(setup, seats.map((_, i) => (i % 2 ? greedyBot : randomBot)), 161);
    const rec = buildRecord({ setup, state: r.state, actions: r.record.actions.length, stateHash: engine.hashState(r.state) }, { finishedAt: new Date('2026-04-02T10:00:00Z'), startedAt: null, minutes: 30 });
    // the engine's end: J2 and J4 on the top score, J4 won on Thalers
    const top = Math.max(...rec.players.map((p) => p.score));
    const level = rec.players.flatMap((p, seat) => (p.score === top ? [seat] : []));
    expect(level.length).toBe(2);
    expect(rec.winners.length).toBe(1);
    const winner = rec.winners[0]!;
    expect(level).toContain(winner);
    expect(level[0]).not.toBe(winner); // the first seat on that score lost the tie
    expect(rec.players[winner]!.thalers).toBeGreaterThan(rec.players[level[0]!]!.thalers);
    expect(summarise([rec]).best).toMatchObject({ name: rec.players[winner]!.name, score: top, won: true });
  });

  it('a game the computers played alone (watched) counts neither for the computer opponents nor for the best game', () => {
    // a real game with computers at every seat, and a higher score than any game with a person
    const watchedSetup = setupOf(['Kaspar', 'Liese'], 77, [{ kind: 'computer', level: 'hard' }, { kind: 'computer', level: 'easy' }]);
    const watched = recordOf(watchedSetup, new Date('2026-02-10T10:00:00Z'));
    expect(watched.players.map((p) => p.kind)).toEqual(['computer', 'computer']);
    const low = Math.max(...watched.players.map((p) => p.score)) - 1;
    const played = game(1, [['Anna', low], ['Rechner', low - 2, 'hard']], [0]);
    const s = StatsSummarySchema.parse(summarise([played, watched]));
    expect(s.levels).toEqual([{ level: 'hard', games: 1, wins: 0, averageScore: low - 2, bestScore: low - 2 }]);
    expect(s.best).toMatchObject({ gameId: played.id, name: 'Anna', kind: 'human', score: low });
    // still a game played, its time on the road and one of the recent games
    expect(s.games).toBe(2);
    expect(s.minutes).toBe(played.minutes + watched.minutes);
    expect(s.recent.map((g) => g.id)).toEqual([watched.id, played.id]);
    // watched games alone: no computer opponents, no best game
    expect(summarise([watched])).toMatchObject({ games: 1, levels: [], best: null, players: [] });
  });

  it('a real bot game summarised: points are the final VP', () => {
    const rec = recordOf(setupOf(['Anna', 'Bernd'], 77), new Date('2026-04-01T10:00:00Z'));
    const s = summarise([rec]);
    expect(s.players.map((p) => p.averageScore).sort()).toEqual(rec.players.map((p) => p.score).sort());
    expect(s.players.reduce((n, p) => n + p.wins, 0)).toBe(rec.winners.length);
  });
});
