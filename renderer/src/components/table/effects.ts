/**
 * Turns the structured card data (shared/data/cards/effects.ts, wages of shared/model/board.ts)
 * into the icon rows printed on a card face. Formatting only: no rule is decided here.
 */
import type { Requirement, Reward } from '../../../../shared/data/cards';
import type { Wage } from '../../../../shared/model/board';
import type { ScantlingColour } from '../../../../shared/model/components';

export type Glyph =
  | { readonly kind: 'thalers'; readonly n: number } // gain n Thalers
  | { readonly kind: 'pay'; readonly n: number } // pay n Thalers
  | { readonly kind: 'rollThalers' } // roll a die, gain that many Thalers
  | { readonly kind: 'payRoll' } // roll a die, pay that many Thalers
  | { readonly kind: 'scantling'; readonly colour: ScantlingColour } // gain this scantling
  | { readonly kind: 'oneOf'; readonly colours: readonly ScantlingColour[] } // gain one of these
  | { readonly kind: 'remove'; readonly colours: readonly ScantlingColour[] } // give up one of these
  | { readonly kind: 'footIt'; readonly n: number } // extra foot-it points
  | { readonly kind: 'companion' } // turn up a travel companion
  | { readonly kind: 'scout' } // a free scouting
  | { readonly kind: 'leisure' } // a leisure card of one's choice
  | { readonly kind: 'none' };

/** A reward (news announcement or Insight) as glyphs, in the order printed: money, scantlings, extras. */
export function rewardGlyphs(r: Reward): Glyph[] {
  const out: Glyph[] = [];
  if (r.thalers) out.push({ kind: 'thalers', n: r.thalers });
  if (r.rollThalers) out.push({ kind: 'rollThalers' });
  for (const colour of r.scantlings ?? []) out.push({ kind: 'scantling', colour });
  if (r.oneOf?.length) out.push({ kind: 'oneOf', colours: r.oneOf });
  if (r.footIt) out.push({ kind: 'footIt', n: r.footIt });
  if (r.revealCompanion) out.push({ kind: 'companion' });
  if (r.freeScout) out.push({ kind: 'scout' });
  if (r.leisureChoice) out.push({ kind: 'leisure' });
  return out.length ? out : [{ kind: 'none' }];
}

/** A requirement (to meet a personality or take a companion along) as glyphs. */
export function requirementGlyphs(q: Requirement): Glyph[] {
  const out: Glyph[] = [];
  if (q.pay) out.push({ kind: 'pay', n: q.pay });
  if (q.payRoll) out.push({ kind: 'payRoll' });
  if (q.removeOneOf?.length) out.push({ kind: 'remove', colours: q.removeOneOf });
  return out.length ? out : [{ kind: 'none' }];
}

/** A fixed wage as glyphs (a rolled wage is drawn as its die table instead, see dieTable). */
export function fixedWageGlyphs(w: Extract<Wage, { kind: 'fixed' }>): Glyph[] {
  const out: Glyph[] = [{ kind: 'thalers', n: w.thalers }];
  if (w.scantling) out.push({ kind: 'scantling', colour: w.scantling });
  return out;
}

/** A rolled wage's table grouped into runs of die faces with the same scantling. */
export function dieTable(w: Extract<Wage, { kind: 'rolled' }>): { from: number; to: number; colour: ScantlingColour | null }[] {
  const runs: { from: number; to: number; colour: ScantlingColour | null }[] = [];
  w.table.forEach((colour, i) => {
    const last = runs.at(-1);
    if (last && last.colour === colour) last.to = i + 1;
    else runs.push({ from: i + 1, to: i + 1, colour });
  });
  return runs;
}
