import { describe, expect, it } from 'vitest';
import { GameSnapshotSchema } from '../../shared/ipc/contract';
import { engine, SETUP2 } from '../../tests/support/engine';
import { GameHost } from './GameHost';

type View = { players: { position: string }[] };

describe('GameHost snapshot: routes for the board', () => {
  it('has no routes before a card is played, then the reachable spaces with points, Thalers and path', () => {
    const host = new GameHost(engine, { curtain: () => 'off' });
    const first = host.newGame(SETUP2);
    expect(first.ok).toBe(true);
    const s0 = host.snapshot()!;
    expect(s0.routes).toEqual([]);
    const play = s0.legal.find((a) => a.type === 'playCard')!;
    expect(play).toBeDefined();
    expect(host.apply(play).ok).toBe(true);
    const s1 = host.snapshot()!;
    expect(GameSnapshotSchema.parse(s1).routes).toEqual(s1.routes);
    expect(s1.routes.length).toBeGreaterThan(0);
    const pos = (s1.view as View).players[s1.activeSeat]!.position;
    const moveTargets = new Set(s1.legal.filter((a) => a.type === 'move').map((a) => a.to));
    for (const r of s1.routes) {
      expect(r.points).toBeGreaterThan(0);
      expect(r.thalers).toBeGreaterThanOrEqual(0);
      expect(r.path[0]).toBe(pos);
      expect(r.path.at(-1)).toBe(r.to);
      expect(r.path.length).toBe(r.points + 1);
      expect(moveTargets.has(r.path[1]!)).toBe(true);
    }
  });

  it('the snapshot schema rejects malformed routes', () => {
    const host = new GameHost(engine, { curtain: () => 'off' });
    host.newGame(SETUP2);
    const s = host.snapshot()!;
    expect(GameSnapshotSchema.safeParse({ ...s, routes: [{ to: 'x', points: -1, thalers: 0, path: ['x'] }] }).success).toBe(false);
    expect(GameSnapshotSchema.safeParse({ ...s, routes: [{ to: 'x', points: 1, thalers: 0, path: [], extra: 1 }] }).success).toBe(false);
    const { routes: _r, ...noRoutes } = s;
    expect(GameSnapshotSchema.safeParse(noRoutes).success).toBe(false);
  });
});
