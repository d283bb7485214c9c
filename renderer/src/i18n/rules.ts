/** UI labels of the rules screen (the rules text itself lives in renderer/src/rules). */
const en = {
  rules: {
    title: 'Rules',
    contents: 'Contents',
    close: 'Close',
    closeHint: 'Esc closes the rules',
    previous: 'Previous',
    next: 'Next',
    position: 'Section {n} of {total}',
    note: 'Good to know',
  },
};

const de: typeof en = {
  rules: {
    title: 'Spielregeln',
    contents: 'Inhalt',
    close: 'Schließen',
    closeHint: 'Esc schließt die Regeln',
    previous: 'Zurück',
    next: 'Weiter',
    position: 'Abschnitt {n} von {total}',
    note: 'Gut zu wissen',
  },
};

export const rulesMessages = { en, de } as const;
