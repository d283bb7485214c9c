/**
 * Leaving a city (C10, refined by C42): on the real hex board, a connection space on an edge a
 * city shares with a landscape tile belongs to neither alone; on the flow board, the white
 * scantling of a step that ends the turn (a meeting) is placed before the turn ends.
 */
import { describe, expect, it } from 'vitest';
import { boardGraph, legalPlacements, placedHexes, placePiece, type BoardSpace } from '../board';
import { CITY_PIECE_IDS, LANDSCAPE_TILE_IDS, START_AREA } from '../data/pieces';
import type { PlacedPiece } from '../model/board';
import { setBoardProvider } from './boardApi';
import { act, flowGame, onTurn, setPlayer } from './flowkit';
import { createHexBoard } from './hexBoard';
import { legalActions } from './legal';
import { createGame } from './setup';
import type { GameEvent, GameState } from './types';

/** Start area, landscape tiles until Krinn fits, Krinn, then a landscape tile placed against Krinn. */
function boardWithKrinnEdge(): { placed: PlacedPiece[]; edge: BoardSpace; outside: BoardSpace; inside: BoardSpace } {
  const krinn = CITY_PIECE_IDS.Krinn;
  let placed: PlacedPiece[] = [...START_AREA];
  const used = new Set<string>();
  const place = (pieceId: string, from: PlacedPiece): boolean => {
    const o = legalPlacements(placed, pieceId, placedHexes(from))[0];
    if (!o) return false;
    placed = placePiece(placed, { pieceId, at: o.at, rotation: o.rotation });
    used.add(pieceId);
    return true;
  };
  for (const tile of LANDSCAPE_TILE_IDS) {
    if (place(tile, placed[placed.length - 1]!) || place(tile, placed[1]!)) {
      if (place(krinn, placed[placed.length - 1]!)) break;
    }
  }
  const city = placed.find((p) => p.pieceId === krinn)!;
  expect(city).toBeDefined();
  const tile = LANDSCAPE_TILE_IDS.find((t) => !used.has(t) && place(t, city))!;
  const g = boardGraph(placed);
  const spaces = [...g.spaces.values()];
  const edge = spaces.find((s) => s.isConnection && s.pieceIds.includes(krinn) && s.pieceIds.includes(tile))!;
  expect(edge.city).toBe('Krinn'); // Krinn was placed first: the shared space is drawn from Krinn's print
  const near = edge.adjacent.map((id) => g.spaces.get(id)!);
  return { placed, edge, outside: near.find((s) => s.pieceId === tile)!, inside: near.find((s) => s.city === 'Krinn' && !s.isConnection)! };
}

function hexGame(placed: readonly PlacedPiece[], at: string, points: number, engineVersion?: number): GameState {
  setBoardProvider(createHexBoard());
  const r = createGame({ seats: [{ name: 'A', colour: 'red' }, { name: 'B', colour: 'blue' }], seed: 9, startPlayer: 0 }, { engineVersion });
  if (!r.ok) throw new Error(r.error.message);
  const s = r.state;
  return { ...s, board: { ...s.board, placed }, players: s.players.map((p, i) => (i === 0 ? { ...p, position: at } : p)), turn: { player: 0, pointsLeft: points, cardsPlayed: 1, extended: false, used: [] }, pending: [{ kind: 'turn' }] };
}

const left = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'leftCity');

describe('C42 what leaving a city is', () => {
  it('C42 stepping from the landscape onto the connection space shared with a city and back is not leaving it', () => {
    const { placed, edge, outside } = boardWithKrinnEdge();
    let s = hexGame(placed, outside.id, 2);
    const a = act(s, { player: 0, type: 'move', to: edge.id });
    const b = act(a.state, { player: 0, type: 'move', to: outside.id });
    s = b.state;
    expect([...left(a.events), ...left(b.events)]).toEqual([]);
    expect(s.players[0]!.citiesLeft).toEqual([]);
    expect(s.players[0]!.tally.segments).toEqual(hexGame(placed, outside.id, 2).players[0]!.tally.segments);
  });

  it('C42 stepping from the city entrance onto the shared connection space is leaving the city: one white scantling', () => {
    const { placed, edge, inside } = boardWithKrinnEdge();
    const r = act(hexGame(placed, inside.id, 2), { player: 0, type: 'move', to: edge.id });
    expect(left(r.events)).toEqual([{ type: 'leftCity', player: 0, city: 'Krinn' }]);
    expect(r.state.players[0]!.citiesLeft).toEqual(['Krinn']);
  });

  it('C42 version-1 games keep the first reading (the shared space counted as the city\'s)', () => {
    const { placed, edge, outside } = boardWithKrinnEdge();
    const a = act(hexGame(placed, outside.id, 2, 1), { player: 0, type: 'move', to: edge.id });
    const b = act(a.state, { player: 0, type: 'move', to: outside.id });
    expect(left(b.events)).toEqual([{ type: 'leftCity', player: 0, city: 'Krinn' }]);
  });

  it('C42 the white scantling of a step out of a city that ends in a meeting is placed before the turn ends', () => {
    let s = onTurn(flowGame({ cities: true }), '3:e', 3);
    s = setPlayer(s, 1, { position: '1:c' });
    const r = act(s, { player: 0, type: 'move', to: '1:c' });
    s = r.state;
    expect(r.events.some((e) => e.type === 'met')).toBe(true);
    expect(s.turn.player).toBe(0);
    expect(s.pending.at(-1)).toEqual({ kind: 'placeWhite' });
    expect(legalActions(s).every((a) => a.type === 'placeWhite')).toBe(true);
    s = act(s, { player: 0, type: 'placeWhite', segment: 'green' }).state;
    expect(s.players[0]!.tally.segments.green).toEqual(['white']);
    expect(s.turn.player).toBe(1); // then the turn ends
  });
});
