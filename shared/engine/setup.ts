/**
 * createGame (rulebook set-up, components.md): shuffles every stack with the state's
 * generator (C40), deals the first year's six cards, everyone on the homeland (C07).
 */
import { COMPANIONS, FOOT_IT_SET, LEISURE_CARDS, NEWS_CARDS } from '../data/cards';
import {
  CARDS_PER_YEAR,
  CITY_NAMES,
  MARKER_PIECES_IN_SUPPLY,
  MARKER_PIECES_ON_CHARLY,
  MAX_PLAYERS,
  MIN_PLAYERS,
  PLAYER_COLOURS,
  SCANTLING_SUPPLY,
  SCHENIEGELEI_MARKERS,
  SEGMENTS,
  STARTING_THALERS,
  STENZ_CARDS,
  TOWN_SEALS,
} from '../model/components';
import { board } from './boardApi';
import './hexBoard';
import { seedRng, shuffle } from './rng';
import { startingTally } from './tally';
import { isSupportedVersion, unsupportedVersion } from './version';
import { ENGINE_VERSION, type EngineError, type GameSetup, type GameState, type PlayerState, type RngState, type SeatSetup } from './types';
import type { SpaceId } from '../model/board';

export type CreateResult = { readonly ok: true; readonly state: GameState } | { readonly ok: false; readonly error: EngineError };

function bad(message: string): CreateResult {
  return { ok: false, error: { code: 'bad-setup', message } };
}

export function validateSetup(setup: GameSetup): string | null {
  if (!setup || typeof setup !== 'object') return 'setup must be an object';
  if (!Array.isArray(setup.seats)) return 'seats must be an array';
  if (setup.seats.length < MIN_PLAYERS || setup.seats.length > MAX_PLAYERS) return `2–4 seats required, got ${setup.seats.length}`;
  const colours = new Set<string>();
  for (const s of setup.seats) {
    if (!s || typeof s.name !== 'string' || s.name.trim() === '') return 'every seat needs a name';
    if (!(PLAYER_COLOURS as readonly string[]).includes(s.colour)) return `unknown colour ${String(s.colour)}`;
    if (colours.has(s.colour)) return `colour ${s.colour} taken twice`;
    colours.add(s.colour);
  }
  if (!Number.isInteger(setup.seed) || setup.seed < 0 || setup.seed > 0xffffffff) return 'seed must be a uint32';
  if (!Number.isInteger(setup.startPlayer) || setup.startPlayer < 0 || setup.startPlayer >= setup.seats.length) return 'bad start player';
  return null;
}

export interface CreateOptions {
  /** Rules version to play by (default: the current ENGINE_VERSION); see version.ts. */
  readonly engineVersion?: number;
}

export function createGame(setup: GameSetup, options: CreateOptions = {}): CreateResult {
  try {
    const engineVersion = options?.engineVersion ?? ENGINE_VERSION;
    if (!isSupportedVersion(engineVersion)) return { ok: false, error: unsupportedVersion(engineVersion) };
    const problem = validateSetup(setup);
    if (problem) return bad(problem);
    const b = board();
    let rng: RngState = seedRng(setup.seed);
    const sh = <T>(items: readonly T[]): T[] => {
      const [out, next] = shuffle(rng, items);
      rng = next;
      return out;
    };
    const cityStack = sh(CITY_NAMES.map((c) => b.cityPieceIds[c]));
    const landscapeStack = sh(b.landscapeIds);
    const newsStack = sh(NEWS_CARDS.map((n) => n.id));
    const companionStack = sh(COMPANIONS.map((c) => c.id));
    const fateStack = sh(b.fateTiles.map((_, i) => i));
    const dealt: PlayerState[] = setup.seats.map((s) => initialPlayer(s, b.homeland, sh(FOOT_IT_SET)));
    // the fields only version 2 keeps (C41, C44); version-1 states stay exactly as they were
    const players = engineVersion >= 2 ? dealt.map((p) => ({ ...p, scoutedHere: false, met: [] })) : dealt;
    const n = players.length;
    const state: GameState = {
      engineVersion,
      setup: { seats: setup.seats.map((s) => ({ name: s.name, colour: s.colour })), seed: setup.seed, startPlayer: setup.startPlayer },
      rng,
      phase: 'playing',
      year: 1,
      startPlayer: setup.startPlayer,
      players,
      turn: { player: setup.startPlayer, pointsLeft: 0, cardsPlayed: 0, extended: false, used: [] },
      pending: [{ kind: 'playCard' }],
      board: {
        placed: b.startArea, // shared, never mutated: its board graph is built once for all games
        landscapeStack,
        cityStack,
        fate: {},
        fateStack,
        scheniegelei: {},
        leisureMarkers: {},
        townSealMarkers: {},
      },
      newsStack,
      personalities: {},
      companionStack,
      leisureStacks: { ...LEISURE_CARDS },
      scantlingSupply: { ...SCANTLING_SUPPLY, orange: SCANTLING_SUPPLY.orange - n, black: SCANTLING_SUPPLY.black - n },
      scantlingsSpent: 0,
      specialMarkersLeft: [...SEGMENTS],
      stenzLeft: STENZ_CARDS,
      hat: 0,
      dice: null,
      scorings: [],
      actionCount: 0,
      winners: [],
    };
    return { ok: true, state };
  } catch (e) {
    return { ok: false, error: { code: 'internal', message: e instanceof Error ? e.message : String(e) } };
  }
}

/** A journeyman as set up (steps 8–20): on `position`, the first year's cards dealt from `deck`. */
export function initialPlayer(seat: SeatSetup, position: SpaceId, deck: readonly number[]): PlayerState {
  return {
    name: seat.name,
    colour: seat.colour,
    position,
    thalers: STARTING_THALERS,
    earring: true,
    deck: deck.slice(CARDS_PER_YEAR),
    hand: deck.slice(0, CARDS_PER_YEAR),
    discard: [],
    oneDayCard: true,
    tally: startingTally(),
    specialMarkers: [],
    development: { footItKing: 'inactive', belittleKing: 'inactive', scheniegelServant: 'inactive', luckyFellow: 'inactive' },
    developmentFresh: [],
    companion: null,
    book: [],
    ownMarkersOnCharly: MARKER_PIECES_ON_CHARLY,
    ownMarkersInSupply: MARKER_PIECES_IN_SUPPLY,
    otherMarkers: [],
    scheniegeleiLeft: SCHENIEGELEI_MARKERS,
    townSealsLeft: TOWN_SEALS,
    citiesLeft: [],
    freeScoutTokens: 0,
    vp: 0,
  };
}
