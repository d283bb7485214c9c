/**
 * When two journeymen's names are the same name: whatever the case, the composition of accents
 * (ü typed as one letter or as u and two dots) or the spacing. The statistics count a person by
 * it, and the new-game dialog refuses two seats that share one.
 */
export function personKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');
}
