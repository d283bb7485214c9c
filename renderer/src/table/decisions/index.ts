/**
 * One component per kind of decision (the decision model's prompt kinds), and the generic one
 * for any kind without its own. `PREVIEW_KINDS` get the "What happens" pane beside them (the
 * others write their consequences into their buttons).
 */
import type { Component } from 'vue';
import type { PromptKind } from '../../../../shared/decisions/types';
import CarriageDecision from './CarriageDecision.vue';
import ChooseLeisureDecision from './ChooseLeisureDecision.vue';
import ChooseScantlingDecision from './ChooseScantlingDecision.vue';
import CompanionOfferDecision from './CompanionOfferDecision.vue';
import DiceDecision from './DiceDecision.vue';
import DiceSetupDecision from './DiceSetupDecision.vue';
import EncounterDecision from './EncounterDecision.vue';
import GameOverDecision from './GameOverDecision.vue';
import GenericDecision from './GenericDecision.vue';
import KeepRollDecision from './KeepRollDecision.vue';
import OldCompanionDecision from './OldCompanionDecision.vue';
import PlaceWhiteDecision from './PlaceWhiteDecision.vue';
import PlayCardDecision from './PlayCardDecision.vue';
import ScoutPlaceDecision from './ScoutPlaceDecision.vue';
import ScoutRetryDecision from './ScoutRetryDecision.vue';
import TurnDecision from './TurnDecision.vue';
import UseSpaceDecision from './UseSpaceDecision.vue';
import WaitingDecision from './WaitingDecision.vue';

export const DECISIONS: Readonly<Record<PromptKind, Component>> = {
  playCard: PlayCardDecision,
  turn: TurnDecision,
  useSpace: UseSpaceDecision,
  chooseScantling: ChooseScantlingDecision,
  chooseLeisure: ChooseLeisureDecision,
  placeWhite: PlaceWhiteDecision,
  encounter: EncounterDecision,
  diceSetup: DiceSetupDecision,
  dice: DiceDecision,
  keepRoll: KeepRollDecision,
  companionOffer: CompanionOfferDecision,
  oldCompanion: OldCompanionDecision,
  scoutPlace: ScoutPlaceDecision,
  scoutRetry: ScoutRetryDecision,
  carriage: CarriageDecision,
  gameOver: GameOverDecision,
  waiting: WaitingDecision,
  generic: GenericDecision,
};

export function decisionFor(kind: string): Component {
  return (DECISIONS as Record<string, Component>)[kind] ?? GenericDecision;
}

export const PREVIEW_KINDS: ReadonlySet<string> = new Set(['turn', 'scoutPlace', 'diceSetup', 'placeWhite']);
