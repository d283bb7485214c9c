/**
 * The decision model (issue 13): what the table shows for the decision the engine waits for,
 * built from the journeyman's view, the legal actions and the host's routes. Pure; text only
 * as i18n keys (`Msg`), resolved in renderer/src/i18n/table*.ts.
 */
export * from './types';
export { promptFor, optionFor, genericOption } from './prompt';
export { PENDING_KINDS, walkDestinations } from './frames';
export { describeSpace, describePiece, wageMsg, compass, type PlaceForm } from './places';
export { yearLabel, pointsLeft, statusOf } from './status';
export { scoringSummary, categoryLabel, SCORE_CATEGORIES, type ScoringSummary, type ScoringRow } from './scoring';
export { msg, rawMsg, renderMsg, keysOf, isMsg, sameMsg, listMsg, type Translate } from './msg';
export { KNOWN_ACTION_FIELDS, unknownFields, optionId } from './option';
export { houseNumberText } from './dice';
