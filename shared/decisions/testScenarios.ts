/**
 * Test helper: decisions the bots seldom reach, made from a real mid-game state with a few
 * facts changed (a poor journeyman, a token, a companion, the carriage, a die to keep or
 * reroll, Wilhelm Busch waiting), and one sample of every engine event for the narration.
 */
import { boardGraph } from '../board';
import { legalActions, viewFor, type Action, type GameEvent, type GameState, type GameView } from '../engine';
import { carriageOptions } from '../engine/carriage';
import type { PlayerState } from '../engine/types';
import { CITY_NAMES, type CityName } from '../model/components';
import { hostRoutes, playSeeded } from './testGames';
import type { RouteInfo } from './types';

export interface Scenario {
  readonly name: string;
  readonly state: GameState;
  readonly view: GameView;
  readonly legal: readonly Action[];
  readonly routes: readonly RouteInfo[];
}

/** The first state of seeded games where `pred` holds. */
export function findState(pred: (s: GameState) => boolean, seeds = 40): GameState | null {
  for (let seed = 1; seed <= seeds; seed++) {
    let hit: GameState | null = null;
    playSeeded(seed, 'greedy', (v) => {
      if (!hit && pred(v.state)) hit = v.state;
    });
    if (hit) return hit;
  }
  return null;
}

const topKind = (s: GameState) => s.pending[s.pending.length - 1]?.kind;
const active = (s: GameState) => s.players[s.turn.player] as PlayerState;

function patch(s: GameState, seat: number, p: Partial<PlayerState>): GameState {
  const players = s.players.slice();
  players[seat] = { ...(players[seat] as PlayerState), ...p };
  return { ...s, players };
}

function scenario(name: string, state: GameState): Scenario {
  const legal = legalActions(state);
  const seat = legal[0]?.player ?? state.turn.player;
  return { name, state, view: viewFor(state, seat), legal, routes: hostRoutes(state, seat, legal) };
}

function placedCities(s: GameState): CityName[] {
  const g = boardGraph(s.board.placed);
  return CITY_NAMES.filter((c) => g.carriage[c] !== undefined);
}

export function buildScenarios(): Scenario[] {
  const out: Scenario[] = [];
  // extending the turn without money: the earring, then random cards (C25)
  const ext = findState((s) => topKind(s) === 'turn' && s.turn.cardsPlayed === 1 && s.turn.pointsLeft === 0 && !s.turn.extended && active(s).hand.length >= 2 && s.phase === 'playing');
  if (ext) {
    out.push(scenario('extend with the earring', patch(ext, ext.turn.player, { thalers: 1, earring: true })));
    out.push(scenario('extend losing a card', patch(ext, ext.turn.player, { thalers: 0, earring: false })));
  }
  // scouting with Otto Lilienthal's token and Plietscher Fiete; Ingolf's Thalers
  const centre = findState((s) => {
    if (topKind(s) !== 'turn' || s.turn.cardsPlayed === 0) return false;
    const sp = boardGraph(s.board.placed).spaces.get(active(s).position);
    return sp?.kind === 'centre';
  });
  if (centre) {
    const seat = centre.turn.player;
    out.push(scenario('scouting with the token and Fiete', patch(centre, seat, { freeScoutTokens: 1, companion: { id: 'fiete', fresh: false } })));
    out.push(scenario('Ingolf gives Thalers', patch(centre, seat, { companion: { id: 'ingolf', fresh: false } })));
    const t = active(centre).tally;
    out.push(scenario('Jim swaps', patch(centre, seat, { companion: { id: 'jim', fresh: false }, tally: { ...t, segments: { ...t.segments, blue: ['blue', 'blue'], green: ['green'] } } })));
    out.push(scenario('Taps lowers the toll', patch(centre, seat, { companion: { id: 'taps', fresh: false } })));
  }
  // the carriage between two placed cities (C24)
  const two = findState((s) => topKind(s) === 'turn' && s.turn.cardsPlayed > 0 && placedCities(s).length >= 2);
  if (two) {
    const seat = two.turn.player;
    const g = boardGraph(two.board.placed);
    for (const city of placedCities(two)) {
      const options = carriageOptions(patch(two, seat, { thalers: 30 }), seat, city);
      if (options.length === 0) continue;
      const at = g.carriage[city] as string;
      const s = { ...patch(two, seat, { position: at, thalers: 30 }), pending: [...two.pending, { kind: 'endTurn' }, { kind: 'carriage', options }] };
      out.push(scenario('the carriage', s));
      break;
    }
    // keep or reroll a town-hall die with the Lucky Fellow (C32)
    const hall = [...g.spaces.values()].find((sp) => sp.kind === 'townhall');
    if (hall) {
      const dev = { ...active(two).development, luckyFellow: 'ready' as const };
      const s = { ...patch(two, seat, { position: hall.id, development: dev }), pending: [...two.pending, { kind: 'keepRoll', purpose: 'townhall', space: hall.id, value: 4 }] };
      out.push(scenario('keep the town-hall die', s));
    }
    const work = [...g.spaces.values()].find((sp) => sp.kind === 'work' && sp.wage?.kind === 'rolled');
    if (work) {
      const dev = { ...active(two).development, luckyFellow: 'ready' as const, scheniegelServant: 'ready' as const };
      const s = { ...patch(two, seat, { position: work.id, development: dev }), pending: [...two.pending, { kind: 'endTurn' }, { kind: 'keepRoll', purpose: 'work', space: work.id, value: 3 }] };
      out.push(scenario('keep the wage die', s));
    }
    // a tie-break roll of the dice game, to keep or reroll one die of (C45): decided by its seat
    const tied = (seat + 1) % two.players.length;
    const lucky = { ...two.players[tied]!.development, luckyFellow: 'ready' as const };
    // as the dice game stands then: the active journeyman has rolled 543 in this round of the
    // tie-break between the two with 654, and the tied one decides on its roll of 655 (the engine
    // records a roll before it offers the Lucky Fellow)
    const order = two.players.map((_, k) => (seat + k) % two.players.length);
    const boards = Object.fromEntries(order.map((s) => [s, s === seat || s === tied ? [6, 5, 4] : [3, 2, 1]]));
    const dice = { host: seat, mode: 'high' as const, bet: 2, pot: 2 * order.length, order, boards, turn: order.length, rolled: null, tied: [seat, tied], tieRolls: { [seat]: [5, 4, 3], [tied]: [6, 5, 5] } };
    out.push(
      scenario('keep a tie-break roll', {
        ...patch(two, tied, { development: lucky, developmentFresh: [] }),
        dice,
        pending: [...two.pending, { kind: 'dice' }, { kind: 'keepRoll', purpose: 'tieBreak', seat: tied, faces: [6, 5, 5] }],
      }),
    );
    // Wilhelm Busch waits at Maasberg's inn: the price is a die (C47)
    const s = { ...patch(two, seat, { thalers: 12 }), personalities: { ...two.personalities, Maasberg: ['busch', 'maier'] }, pending: [...two.pending, { kind: 'diceSetup' }, { kind: 'encounter', city: 'Maasberg' }] };
    out.push(scenario('meeting Wilhelm Busch', s));
    const luckyNow = { ...active(two).development, luckyFellow: 'ready' as const };
    // a reward's die to keep or reroll (C45: Levi Strauss's Thalers), and Busch's price rolled
    // with the pouch short (C47 and the rescue, C25)
    out.push(scenario('keep the reward die', { ...patch(two, seat, { development: luckyNow }), pending: [...two.pending, { kind: 'keepRoll', purpose: 'reward', value: 2, reason: 'news' }] }));
    out.push(
      scenario("keep Busch's die with the pouch short", {
        ...patch(two, seat, { thalers: 1, earring: true, development: luckyNow }),
        pending: [...two.pending, { kind: 'diceSetup' }, { kind: 'keepRoll', purpose: 'requirement', value: 5, city: 'Maasberg', newsId: 'busch', take: 'book' }],
      }),
    );
    // stopping at an inn with only the fee in the pouch: the dice game's bet (C18, C26, C25)
    const inn = [...g.spaces.values()].find((sp) => sp.kind === 'inn' && (sp.fee ?? 0) > 0);
    if (inn) {
      const at = (p: Partial<PlayerState>, news: readonly string[]) => ({ ...patch(two, seat, { position: inn.id, thalers: inn.fee ?? 0, ...p }), newsStack: news, pending: [...two.pending, { kind: 'useSpace', space: inn.id }] });
      out.push(scenario('an inn with only the fee: the earring', at({ earring: true }, [])));
      out.push(scenario('an inn with only the fee: nothing to bet', at({ earring: false, hand: [] }, [])));
      out.push(scenario('an inn with only the fee: the news first', at({ earring: false, hand: [] }, two.newsStack)));
    }
  }
  return out;
}

/** One event of every type the engine emits, with realistic fields, on the board of `state`. */
export function sampleEvents(state: GameState): GameEvent[] {
  const g = boardGraph(state.board.placed);
  const spaces = [...g.spaces.values()];
  const of = (kind: string) => spaces.find((s) => s.kind === kind)?.id ?? spaces[0]!.id;
  const city = placedCities(state)[0] ?? 'Krinn';
  const fateSpace = Object.keys(state.board.fate)[0] ?? of('work');
  const p = 0;
  const q = 1 % state.players.length;
  return [
    { type: 'turnStarted', player: p },
    { type: 'turnEnded', player: p },
    { type: 'playedCard', player: p, value: 3 },
    { type: 'extended', player: p, value: 2 },
    { type: 'moved', player: p, from: of('path'), to: of('inn'), cost: 1 },
    { type: 'moved', player: p, from: of('path'), to: of('centre'), cost: 0 },
    { type: 'paid', player: p, amount: 2, to: 'bank', reason: 'toll' },
    { type: 'paid', player: p, amount: 3, to: 'bank', reason: 'inn' },
    { type: 'paid', player: q, amount: 1, to: 'pot', reason: 'bet' },
    { type: 'paid', player: p, amount: 5, to: 'bank', reason: 'carriage' },
    { type: 'paid', player: p, amount: 1, to: 'bank', reason: 'somethingNew' },
    { type: 'forgiven', player: q, amount: 2, reason: 'bet' },
    { type: 'soldEarring', player: p, thalers: 8 },
    { type: 'lostCard', player: p, value: 4, thalers: 3 },
    { type: 'gainedThalers', player: p, amount: 2, reason: 'ingolf' },
    { type: 'gainedThalers', player: p, amount: 2, reason: 'scheniegelServant' },
    { type: 'gainedThalers', player: p, amount: 4, reason: 'townhall' },
    { type: 'wage', player: p, thalers: 3, toHat: 1, toPouch: 2 },
    { type: 'wage', player: p, thalers: 1, toHat: 1, toPouch: 0 },
    { type: 'rolled', player: p, value: 5, reason: 'encounter' },
    { type: 'gained', player: p, colour: 'white', target: 'green' },
    { type: 'gained', player: p, colour: 'black', target: 'surplus' },
    { type: 'scantlingLost', player: p, colour: 'yellow' },
    { type: 'spentScantling', player: p, colour: 'orange' },
    { type: 'locked', player: p, segment: 'blue' },
    { type: 'specialMarker', player: p, segment: 'blue' },
    { type: 'developmentActivated', player: p, card: 'belittleKing' },
    { type: 'developmentUsed', player: p, card: 'luckyFellow' },
    { type: 'movedScantling', player: p, colour: 'red', from: 'red', to: 'blue' },
    { type: 'leftCity', player: p, city },
    { type: 'met', player: p, other: q },
    { type: 'tookMarker', player: p, colour: state.players[q]!.colour },
    { type: 'ownMarker', player: p },
    { type: 'scouted', player: p, kind: 'city', pay: 'token' },
    { type: 'revealed', player: p, kind: 'landscape', pieceId: 'forest-03' },
    { type: 'noFit', player: p, kind: 'landscape', pieceId: 'field-05' },
    { type: 'placed', player: p, kind: 'city', pieceId: `city-${city.toLowerCase()}`, at: { q: 3, r: -1 }, rotation: 2 },
    { type: 'fateTile', space: fateSpace, tile: 7 },
    { type: 'personalitiesArrive', city, ids: ['kolping', 'oetker'] },
    { type: 'inn', player: p, space: of('inn') },
    { type: 'hostel', player: p },
    { type: 'news', player: p, newsId: 'busch', city: 'Maasberg' },
    { type: 'encountered', player: p, newsId: 'nobel', take: 'insight' },
    { type: 'companionRevealed', player: p, id: 'taps' },
    { type: 'companionJoined', player: p, id: 'taps' },
    { type: 'companionLeft', player: p, id: 'hein', take: 'book' },
    { type: 'companionDeclined', player: p, id: 'otto' },
    { type: 'companionChosen', player: p, id: 'taps', old: 'hein' },
    { type: 'passedSpace', player: p, space: of('inn') },
    { type: 'scoutingStopped', player: p },
    { type: 'encounterSkipped', player: p, city: 'Maasberg' },
    { type: 'carriageDeclined', player: p },
    { type: 'companionPower', player: p, power: 'jim' },
    { type: 'leisureVisit', player: p, space: of('leisure') },
    { type: 'leisureCard', player: p, leisure: 'music' },
    { type: 'footIt', player: p, points: 2, reason: 'insight' },
    { type: 'freeScoutToken', player: p },
    { type: 'scheniegelei', player: p, space: of('work') },
    { type: 'worked', player: p, space: of('work') },
    { type: 'townSeal', player: p, city },
    { type: 'carriage', player: p, city, fare: 4, to: of('carriage') },
    { type: 'diceStarted', player: p, mode: 'low', bet: 3, pot: 9 },
    { type: 'dicePlaced', player: q, value: 6, position: 1 },
    { type: 'diceNumbers', numbers: state.players.map((_, i) => ({ player: i, number: 321 + i })) },
    { type: 'diceTieRoll', player: q, faces: [6, 5, 1], number: 651 },
    { type: 'diceWon', player: q, pot: 9 },
    { type: 'diceSkipped', player: p, reason: 'hostCannotBet' },
    { type: 'scored', player: p, kind: 'year', year: 2, lines: [{ category: 'lockedRed', vp: 3 }, { category: 'cityWork', vp: 4 }], vp: 7 },
    { type: 'scored', player: q, kind: 'final', lines: [], vp: 0 },
    { type: 'stenz', player: p },
    { type: 'hat', player: q, thalers: 3 },
    { type: 'startPlayer', player: q },
    { type: 'yearStarted', year: 2, startPlayer: q },
    { type: 'oneDayStarted', startPlayer: p },
    { type: 'gameOver', winners: [p, q] },
    { type: 'somethingNew', player: p, detail: 'x' },
  ];
}
