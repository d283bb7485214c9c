/**
 * Table components: presentational (props in, events out), no store access, no rules.
 * They take engine types (shared/engine/types.ts) and ids from shared/data. See README.md.
 */
export { default as CompanionCard } from './CompanionCard.vue';
export { default as DevelopmentCard } from './DevelopmentCard.vue';
export { default as DiceBoard } from './DiceBoard.vue';
export { default as Die } from './Die.vue';
export { default as FateTile } from './FateTile.vue';
export { default as FootItCard } from './FootItCard.vue';
export { default as HandOfCards } from './HandOfCards.vue';
export { default as LeisureCard } from './LeisureCard.vue';
export { default as MarkerPieces } from './MarkerPieces.vue';
export { default as NewsCard, default as PersonalityCard } from './NewsCard.vue';
export { default as PlayerPiece } from './PlayerPiece.vue';
export { default as Purse } from './Purse.vue';
export { default as ScantlingChip } from './ScantlingChip.vue';
export { default as ScheniegeleiMarkers } from './ScheniegeleiMarkers.vue';
export { default as Stenz } from './Stenz.vue';
export { default as TallyStick } from './TallyStick.vue';
export { default as TownSeal } from './TownSeal.vue';
export { default as TravellingBook } from './TravellingBook.vue';
