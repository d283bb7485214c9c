/**
 * A walk through an inn or hostel at the table (Chromium + the built renderer + real services):
 * the walk stops there to ask whether to stop, and after the person walks on it goes on by
 * itself to the destination picked (renderer/src/table/useWalk.ts).
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { routesFor, type GameState } from '../../shared/engine';
import { boardGraph } from '../../shared/board';
import { findState } from '../../shared/decisions/testScenarios';
import { HAVE_CHROMIUM, openApp, useBuiltApp } from './harness';
import { quickSettings, startGame } from './tableDriver';

/** A turn in a seeded game whose journeyman can walk past an inn or hostel to a space beyond it. */
function turnPastAStop(): GameState | null {
  return findState((s) => {
    if (s.pending.at(-1)?.kind !== 'turn' || s.turn.cardsPlayed === 0) return false;
    const g = boardGraph(s.board.placed);
    return routesFor(s, s.turn.player).some((r) => r.path.slice(1, -1).some((id) => ['inn', 'hostel'].includes(g.spaces.get(id)?.kind ?? '')));
  });
}

describe.skipIf(!HAVE_CHROMIUM)('a walk past an inn or hostel (Chromium + real services)', () => {
  const fx = useBuiltApp('walz-walkstops-');

  it('stops there to ask, and after "Walk on" goes on by itself to the destination', async () => {
    const state = turnPastAStop();
    expect(state).not.toBeNull();
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'walk'), { viewport: { width: 1280, height: 800 } });
    await app.services.settings.set({ hotSeatCurtain: 'off' });
    await quickSettings(app);
    const { page, services } = app;
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd' }], 5);
    services.host.adopt(state!.setup, [], state!);
    const table = page.getByTestId('game-screen');
    await expect.poll(() => table.getAttribute('data-kind')).toBe('turn');
    const seat = state!.turn.player;
    const at = () => services.host.getState()!.players[seat]!.position;
    const kindAt = (id: string) => boardGraph(services.host.getState()!.board.placed).spaces.get(id)?.kind;
    // D goes through the destinations: the first whose preview says the walk passes a stop
    const walkThere = page.getByRole('button', { name: /^Walk there/ });
    let found = false;
    for (let i = 0; i < 80 && !found; i++) {
      await page.keyboard.press('d');
      await walkThere.waitFor();
      found = ((await page.locator('body').textContent()) ?? '').includes('On the way:');
    }
    expect(found).toBe(true);
    const start = at();
    await walkThere.click();
    // the walk stops at the inn or hostel and asks
    await expect.poll(() => table.getAttribute('data-kind'), { timeout: 10_000 }).toBe('useSpace');
    const stop = at();
    expect(['inn', 'hostel']).toContain(kindAt(stop));
    expect(stop).not.toBe(start);
    const actionsAtStop = services.host.record()!.actions.length;
    await page.getByRole('button', { name: /^(\w )?Walk on/ }).click();
    // it goes on by itself: more steps than the pass alone, and the journeyman is past the stop
    await expect.poll(() => services.host.record()!.actions.length, { timeout: 10_000 }).toBeGreaterThan(actionsAtStop + 1);
    await expect.poll(() => table.getAttribute('data-busy'), { timeout: 10_000 }).toBe('false');
    expect(at()).not.toBe(stop);
    const moves = services.host.record()!.actions.slice(actionsAtStop + 1);
    expect(moves.every((a) => a.type === 'move')).toBe(true);
    expect((moves.at(-1) as { to?: string }).to).toBe(at());
    await page.screenshot({ path: path.resolve(__dirname, '../../out/ui/table-walk-past-stop.png') });
    await app.close();
  }, 120_000);
});
