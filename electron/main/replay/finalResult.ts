/**
 * Explains a finished game's result for the final screen: the engine decided the winners
 * (C35: most VP; tie: most Thalers; still tied: shared win); this names which rule decided it.
 */
import type { FinalResult } from '../../../shared/ipc/contract';

export interface Standing {
  readonly vp: number;
  readonly thalers: number;
}

/** null while the game is running (no winners yet). */
export function finalResult(players: readonly Standing[], winners: readonly number[]): FinalResult | null {
  const first = winners[0];
  if (first === undefined) return null;
  const top = players[first];
  if (!top) return null;
  const tied = players.flatMap((p, i) => (p.vp === top.vp ? [i] : []));
  const decidedBy = winners.length > 1 ? 'shared' : tied.length > 1 ? 'thalers' : 'vp';
  return { winners: [...winners], decidedBy, tied };
}
