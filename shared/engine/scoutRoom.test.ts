import { describe, expect, it } from 'vitest';
import { setBoardProvider } from './boardApi';
import { createHexBoard } from './hexBoard';
import { legalActions } from './legal';
import { createGame } from './setup';
import { updatePlayer } from './stateOps';
import { START_TILES } from '../data/pieces';
import { boardGraph } from '../board';
import type { GameState } from './types';

function onStartTileCentre(): GameState {
  setBoardProvider(createHexBoard());
  const r = createGame({ seats: [{ name: 'A', colour: 'red' }, { name: 'B', colour: 'blue' }], seed: 3, startPlayer: 0 });
  if (!r.ok) throw new Error(r.error.message);
  const tile = START_TILES[0]!;
  const centre = [...boardGraph(r.state.board.placed).spaces.values()].find((s) => s.pieceId === tile.id && s.kind === 'centre')!;
  const s = updatePlayer(r.state, 0, { position: centre.id });
  return { ...s, turn: { ...s.turn, player: 0, pointsLeft: 3, cardsPlayed: 1 }, pending: [{ kind: 'turn' }] };
}

describe('scouting needs room (engine ruling extending C14/C15)', () => {
  it('C15 C14 from a start tile a landscape tile may be scouted, a city may not (every free neighbour is within distance 2 of the homeland)', () => {
    const kinds = legalActions(onStartTileCentre()).filter((a) => a.type === 'scout').map((a) => (a.type === 'scout' ? a.kind : ''));
    expect(kinds).toContain('landscape');
    expect(kinds).not.toContain('city');
  });

  it('C13 with no empty position around the tile, no scouting is offered', () => {
    const s = onStartTileCentre();
    // surround the start tile: fill every empty neighbour hex with some landscape tile
    const tile = START_TILES[0]!;
    const piece = s.board.placed.find((p) => p.pieceId === tile.id)!;
    const dirs = [
      { q: 1, r: 0 }, { q: 1, r: -1 }, { q: 0, r: -1 }, { q: -1, r: 0 }, { q: -1, r: 1 }, { q: 0, r: 1 },
    ];
    const taken = new Set(s.board.placed.map((p) => `${p.at.q},${p.at.r}`));
    let placed = s.board.placed.slice();
    let i = 0;
    for (const d of dirs) {
      const at = { q: piece.at.q + d.q, r: piece.at.r + d.r };
      if (taken.has(`${at.q},${at.r}`)) continue;
      placed = [...placed, { pieceId: s.board.landscapeStack[i++]!, at, rotation: 0 }];
    }
    const surrounded = { ...s, board: { ...s.board, placed, landscapeStack: s.board.landscapeStack.slice(i) } };
    expect(legalActions(surrounded).some((a) => a.type === 'scout')).toBe(false);
  });
});
