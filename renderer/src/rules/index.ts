/** Public face of the rules: the screen's helpers, the "?" map and the first-game tips. */
export { DECISION_KINDS, helpSectionFor, type DecisionKind } from './help';
export { TIPS, tipFor, type TipLocale } from './tips';
export { openingSection, rulesFor } from './document';
export { isSectionId, SECTION_IDS, type Block, type RulesDocument, type RulesSection, type SectionId } from './types';
