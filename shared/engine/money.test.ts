import { describe, expect, it } from 'vitest';
import { canAfford, fundsAvailable, pay, payWage } from './money';
import { testState } from './testkit';
import { updatePlayer } from './stateOps';

describe('money', () => {
  it('C25 a short pouch sells the earring first (+8), then loses random cards from hand (+3 each)', () => {
    let s = updatePlayer(testState(), 0, { thalers: 1, hand: [2, 4, 5] });
    const r = pay(s, 0, 12, 'bank', 'fee');
    s = r.state;
    expect(r.events.map((e) => e.type)).toEqual(['soldEarring', 'lostCard', 'paid']);
    expect(s.players[0]!.earring).toBe(false);
    expect(s.players[0]!.hand).toHaveLength(2);
    expect(s.players[0]!.discard).toHaveLength(1);
    expect(s.players[0]!.thalers).toBe(1 + 8 + 3 - 12);
  });

  it('C25 the lost card is drawn with the seeded generator: same state, same card', () => {
    const s = updatePlayer(testState(), 0, { thalers: 0, earring: false, hand: [1, 2, 3, 4, 5] });
    expect(pay(s, 0, 3, 'bank', 'fee').state.players[0]!.hand).toEqual(pay(s, 0, 3, 'bank', 'fee').state.players[0]!.hand);
  });

  it('C26 a voluntary payment must be covered by pouch plus rescues', () => {
    const p = updatePlayer(testState(), 0, { thalers: 2, earring: true, hand: [3] }).players[0]!;
    expect(fundsAvailable(p)).toBe(13);
    expect(canAfford(p, 13)).toBe(true);
    expect(canAfford(p, 14)).toBe(false);
  });

  it('C26 a mandatory payment that cannot be covered is forgiven and the pouch is 0', () => {
    const s = updatePlayer(testState(), 1, { thalers: 1, earring: false, hand: [] });
    const r = pay(s, 1, 4, 'pot', 'bet');
    expect(r.paid).toBe(1);
    expect(r.state.players[1]!.thalers).toBe(0);
    expect(r.events.map((e) => e.type)).toEqual(['paid', 'forgiven']);
  });

  it('C21 every wage in Thalers puts 1 Thaler into the hat (work example: 3 Thalers -> 2 to the pouch)', () => {
    const r = payWage(testState(), 0, 3);
    expect(r.state.hat).toBe(1);
    expect(r.state.players[0]!.thalers).toBe(12);
    const one = payWage(testState(), 0, 1);
    expect(one.state.players[0]!.thalers).toBe(10);
    expect(one.state.hat).toBe(1);
  });
});
