/**
 * Structured descriptors for what the printed cards give and ask. The engine interprets
 * them; the renderer formats them. Plain data only.
 */
import type { ScantlingColour } from '../../model/components';

/** What a reward (announcement reward or Insight) gives. All fields add up. */
export interface Reward {
  readonly thalers?: number;
  /** Roll one die and take that many Thalers (Levi Strauss's announcement). */
  readonly rollThalers?: boolean;
  /** Scantlings all gained, in this order. */
  readonly scantlings?: readonly ScantlingColour[];
  /** Choose exactly one of these colours ("either … or …" cards). */
  readonly oneOf?: readonly ScantlingColour[];
  /** Extra foot-it points marked on the track at once. */
  readonly footIt?: number;
  /** Reveal the top travel companion and take it along if the requirement is met. */
  readonly revealCompanion?: boolean;
  /** A free-scouting token kept until used (Otto Lilienthal, ruling C37). */
  readonly freeScout?: boolean;
  /** Take one leisure card of a chosen type (Wilhelm Busch's Insight). */
  readonly leisureChoice?: boolean;
}

/** What must be given to encounter a personality or take a companion along. */
export interface Requirement {
  /** Pay this many Thalers to the bank. */
  readonly pay?: number;
  /** Roll a die and pay that many Thalers (Wilhelm Busch). */
  readonly payRoll?: boolean;
  /** Remove one scantling of one of these colours from the stick or surplus (C31). */
  readonly removeOneOf?: readonly ScantlingColour[];
}

export const NO_REQUIREMENT: Requirement = {};
