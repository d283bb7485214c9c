/**
 * TEST-ONLY stand-in for the rules engine, used until shared/engine/index.ts lands. It follows
 * the engine's published contract (createGame/applyAction/legalActions/viewFor/hashState/replay)
 * on a real GameState shape with toy rules: each turn the player may `work` (+1 Thaler, +1 VP
 * every third time) up to twice, then must `endTurn`; the game ends after 3 years x 4 turns.
 */
import { createHash } from 'node:crypto';
import { testState } from '../../shared/engine/testkit';
import type { EngineAction, EngineApi, GameRecord, GameState } from '../../electron/main/engine';
import { canonicalJson } from '../../electron/main/saves/format';

type R<T> = ({ ok: true } & T) | { ok: false; error: { code: string; message: string } };

function legal(state: GameState): EngineAction[] {
  if (state.phase === 'finished') return [];
  const p = state.turn.player;
  const out: EngineAction[] = [];
  if (state.turn.cardsPlayed < 2) out.push({ player: p, type: 'work' }, { player: p, type: 'work', amount: 2 });
  out.push({ player: p, type: 'endTurn' });
  return out;
}

function apply(state: GameState, action: EngineAction): R<{ state: GameState; events: { type: string; player?: number }[] }> {
  if (!action || typeof action !== 'object') return { ok: false, error: { code: 'bad-action', message: 'not an action' } };
  const ok = legal(state).some((a) => canonicalJson(a) === canonicalJson(action));
  if (!ok) return { ok: false, error: { code: action.player !== state.turn.player ? 'not-your-turn' : 'illegal-action', message: 'illegal' } };
  const p = state.turn.player;
  if (action.type === 'work') {
    const gain = action.amount === 2 ? 2 : 1;
    const players = state.players.map((pl, i) => (i === p ? { ...pl, thalers: pl.thalers + gain, vp: pl.vp + (state.actionCount % 3 === 0 ? 1 : 0) } : pl));
    return { ok: true, state: { ...state, players, turn: { ...state.turn, cardsPlayed: state.turn.cardsPlayed + 1 }, actionCount: state.actionCount + 1 }, events: [{ type: 'worked', player: p }] };
  }
  const n = state.players.length;
  const next = (p + 1) % n;
  const turnsDone = state.actionCount; // monotone
  const year = next === 0 ? state.year + 1 : state.year;
  const finished = year > 3;
  const best = Math.max(...state.players.map((x) => x.vp));
  return {
    ok: true,
    state: {
      ...state,
      year: finished ? 3 : year,
      phase: finished ? 'finished' : 'playing',
      turn: { ...state.turn, player: next, cardsPlayed: 0 },
      actionCount: turnsDone + 1,
      winners: finished ? state.players.flatMap((x, i) => (x.vp === best ? [i] : [])) : [],
    },
    events: [{ type: 'turnEnded', player: p }],
  };
}

export const fakeEngine: EngineApi = {
  engineVersion: 1,
  createGame(setup) {
    if (setup.seats.length < 2 || setup.seats.length > 4) return { ok: false, error: { code: 'bad-setup', message: 'seats' } };
    const base = testState(setup.seats.length);
    const players = base.players.map((p, i) => ({ ...p, name: setup.seats[i]!.name, colour: setup.seats[i]!.colour, thalers: 10 + (setup.seed % 3) }));
    return { ok: true, state: { ...base, setup, players, turn: { ...base.turn, player: setup.startPlayer } } };
  },
  applyAction: (state, action) => apply(state, action),
  legalActions: legal,
  viewFor: (state, seat) => ({ seat, year: state.year }),
  hashState: (state) => createHash('sha256').update(canonicalJson(state)).digest('hex').slice(0, 32),
  replay(record: GameRecord) {
    const c = fakeEngine.createGame(record.setup);
    if (!c.ok) return { ok: false, error: c.error, index: -1 };
    let s = c.state;
    for (let i = 0; i < record.actions.length; i++) {
      const r = apply(s, record.actions[i]!);
      if (!r.ok) return { ok: false, error: r.error, index: i };
      s = r.state;
    }
    return { ok: true, state: s };
  },
};
