/**
 * Positions for the table's screenshots: seeded games played by the project's bots (each
 * position with the actions that led to it, so main rebuilds its log), and a few rare ones
 * made from a real position with a fact changed (shared/decisions/testScenarios). The table
 * is shown each position by the host adopting it, as a loaded game would be.
 */
import { legalActions, type Action, type GameEvent, type GameState } from '../../shared/engine';
import { promptFor, type Prompt } from '../../shared/decisions';
import { playSeeded } from '../../shared/decisions/testGames';
import { buildScenarios, findState } from '../../shared/decisions/testScenarios';
import { boardGraph } from '../../shared/board';
import { PLAYER_COLOURS } from '../../shared/model/components';
import type { PlayerState } from '../../shared/engine/types';
import type { GameSetup } from '../../electron/main/engine';

export interface Scene {
  readonly name: string;
  readonly setup: GameSetup;
  /** The actions that led here (empty for a made-up position: its log is empty). */
  readonly actions: readonly Action[];
  readonly state: GameState;
  /** For a scoring: the action to apply once the table shows the position before it. */
  readonly then?: Action;
}

interface Seen {
  readonly state: GameState;
  readonly prompt: Prompt;
  readonly events: readonly GameEvent[];
  readonly seat: number;
}

const NAMES = ['Anna', 'Bernd', 'Clara', 'Dieter'];
const top = (s: GameState) => s.pending[s.pending.length - 1] as { kind: string; [k: string]: unknown } | undefined;
const has = (p: Prompt, type: string) => p.options.some((o) => o.action.type === type);

/** What each screenshot shows: the first position of the bots' games where it holds. */
const WANTED: readonly (readonly [string, (v: Seen) => boolean])[] = [
  ['playCard', (v) => v.prompt.kind === 'playCard' && v.state.phase === 'playing' && v.state.year === 2],
  ['playCard-oneDay', (v) => v.prompt.kind === 'playCard' && v.state.phase === 'oneDay'],
  ['walk', (v) => v.prompt.kind === 'turn' && (v.prompt.board?.destinations?.length ?? 0) >= 10 && v.state.year === 2],
  ['walk-fate', (v) => v.prompt.kind === 'turn' && (v.prompt.board?.destinations ?? []).some((d) => v.state.board.fate[d.to] !== undefined)],
  ['extend', (v) => v.prompt.kind === 'turn' && has(v.prompt, 'extend')],
  ['development', (v) => v.prompt.kind === 'turn' && (has(v.prompt, 'useDevelopment') || v.prompt.options.some((o) => o.action.type === 'move' && o.action.belittle))],
  ['endTurn', (v) => v.prompt.kind === 'turn' && v.state.turn.pointsLeft === 0 && v.prompt.options.length <= 3],
  ['scoutPlace', (v) => v.prompt.kind === 'scoutPlace' && top(v.state)?.pieceKind !== 'city'],
  ['scoutPlace-city', (v) => v.prompt.kind === 'scoutPlace' && top(v.state)?.pieceKind === 'city'],
  ['scoutRetry', (v) => v.prompt.kind === 'scoutRetry'],
  ['useSpace-inn', (v) => v.prompt.kind === 'useSpace' && v.prompt.helpSection === 'inn'],
  ['useSpace-hostel', (v) => v.prompt.kind === 'useSpace' && v.prompt.helpSection === 'hostel'],
  ['useSpace-townhall', (v) => v.prompt.kind === 'useSpace' && v.prompt.helpSection === 'townhall'],
  ['news-reward', (v) => v.prompt.kind === 'chooseScantling' && v.events.some((e) => e.type === 'news')],
  ['chooseScantling', (v) => v.prompt.kind === 'chooseScantling'],
  ['chooseLeisure', (v) => v.prompt.kind === 'chooseLeisure'],
  ['placeWhite', (v) => v.prompt.kind === 'placeWhite'],
  ['encounter', (v) => v.prompt.kind === 'encounter' && v.prompt.options.length >= 3],
  ['companionOffer', (v) => v.prompt.kind === 'companionOffer' && v.prompt.options.some((o) => o.action.type === 'takeCompanion' && o.action.pay)],
  ['companionOffer-swap', (v) => v.prompt.kind === 'companionOffer' && !!v.state.players[v.seat]!.companion],
  ['oldCompanion', (v) => v.prompt.kind === 'oldCompanion'],
  ['diceSetup', (v) => v.prompt.kind === 'diceSetup'],
  ['dice-roll', (v) => v.prompt.kind === 'dice' && v.state.dice?.rolled === null && v.seat === v.state.dice.host],
  ['dice-place', (v) => v.prompt.kind === 'dice' && v.state.dice?.rolled !== null && has(v.prompt, 'dicePlace') && Object.values(v.state.dice!.boards).some((b) => b.some((x) => x !== null))],
  ['dice-other-seat', (v) => v.prompt.kind === 'dice' && v.seat !== v.state.turn.player && v.state.players.length >= 3],
  ['dice-reroll', (v) => v.prompt.kind === 'dice' && has(v.prompt, 'diceReroll')],
  ['carriage', (v) => v.prompt.kind === 'carriage'],
  ['keepRoll', (v) => v.prompt.kind === 'keepRoll'],
];

/** Plays seeded bot games (greedy, 2–4 players) until every wanted position was seen once. */
export function findScenes(seeds: readonly number[] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]): { scenes: Scene[]; yearEnd: Scene | null; final: Scene | null } {
  const found = new Map<string, Scene>();
  let yearEnd = null as Scene | null;
  let final = null as Scene | null;
  for (const seed of seeds) {
    if (found.size === WANTED.length && yearEnd && final) break;
    const players = 2 + (seed % 3);
    const setup: GameSetup = { seats: Array.from({ length: players }, (_, i) => ({ name: NAMES[i]!, colour: PLAYER_COLOURS[i]! })), seed, startPlayer: seed % players };
    playSeeded(
      seed,
      'greedy',
      (v) => {
        // a scoring: the position before it, with the action that scores (shown as it happens)
        if (v.before && players >= 3 && v.state.scorings.length > v.before.scorings.length) {
          const last = v.state.scorings[v.state.scorings.length - 1]!;
          const before = { setup, actions: v.actions.slice(0, -1), state: v.before, then: v.actions[v.actions.length - 1] };
          if (last.kind === 'year' && !yearEnd) yearEnd = { name: 'scoring-year', ...before };
          if (last.kind === 'final' && !final) final = { name: 'scoring-final', ...before };
        }
        const seat = v.legal[0]?.player;
        if (seat === undefined) return true;
        const prompt = promptFor(v.view, v.legal, { routes: v.routes });
        for (const [name, test] of WANTED) {
          if (!found.has(name) && test({ state: v.state, prompt, events: v.events, seat })) found.set(name, { name, setup, actions: [...v.actions], state: v.state });
        }
        return false;
      },
      { setup },
    );
  }
  return { scenes: WANTED.map(([name]) => found.get(name)).filter((s): s is Scene => !!s), yearEnd, final };
}

function patch(s: GameState, seat: number, p: Partial<PlayerState>): GameState {
  const players = s.players.slice();
  players[seat] = { ...(players[seat] as PlayerState), ...p };
  return { ...s, players };
}

/** The rare positions (companion powers, the token, the penniless rescue, the carriage, the Lucky Fellow, Wilhelm Busch). */
export function madeUpScenes(): Scene[] {
  const names: Record<string, string> = {
    'extend losing a card': 'rescue',
    'scouting with the token and Fiete': 'scout-pay',
    'Ingolf gives Thalers': 'power-ingolf',
    'Jim swaps': 'power-jim',
    'the carriage': 'carriage',
    'keep the wage die': 'keepRoll-wage',
    'keep the town-hall die': 'keepRoll-townhall',
    'keep a tie-break roll': 'keepRoll-tieBreak',
    'meeting Wilhelm Busch': 'encounter-busch',
  };
  const out: Scene[] = [];
  for (const sc of buildScenarios()) {
    const name = names[sc.name];
    if (name) out.push({ name, setup: sc.state.setup, actions: [], state: sc.state });
  }
  // Schnatterer Wolf moves a scantling one segment up
  const centre = findState((s) => top(s)?.kind === 'turn' && s.turn.cardsPlayed > 0 && boardGraph(s.board.placed).spaces.get(s.players[s.turn.player]!.position)?.kind === 'centre');
  if (centre) {
    const seat = centre.turn.player;
    const t = centre.players[seat]!.tally;
    const wolf = patch(centre, seat, { companion: { id: 'wolf', fresh: false }, tally: { ...t, segments: { ...t.segments, kk: ['orange', 'black'], red: ['red', 'red'] } } });
    if (legalActions(wolf).some((a) => a.type === 'companionPower')) out.push({ name: 'power-wolf', setup: wolf.setup, actions: [], state: wolf });
  }
  return out;
}
