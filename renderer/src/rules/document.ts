/** The rules document for a locale, and the navigation hook the sub-components share. */
import type { InjectionKey } from 'vue';
import { RULES_DE } from './content.de';
import { RULES_EN } from './content.en';
import { helpSectionFor } from './help';
import { isSectionId, SECTION_IDS, type RulesDocument, type SectionId } from './types';

export function rulesFor(locale: string): RulesDocument {
  return locale.toLowerCase().startsWith('de') ? RULES_DE : RULES_EN;
}

/** The section the screen opens at: a section id as given, a decision kind through helpSectionFor. */
export function openingSection(section: string | undefined | null): SectionId {
  if (!section) return SECTION_IDS[0];
  return isSectionId(section) ? section : helpSectionFor(section);
}

/** Provided by RulesScreen: follow a link to another section. */
export const NAVIGATE: InjectionKey<(id: string) => void> = Symbol('rules-navigate');
