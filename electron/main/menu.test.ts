import { describe, expect, it } from 'vitest';
import { MENU_LABELS, menuTemplate, type MenuCommand, type MenuItemSpec } from './menu';

const all = (t: readonly MenuItemSpec[]): MenuItemSpec[] => t.flatMap((i) => [i, ...all(i.submenu ?? [])]);
const labels = (t: readonly MenuItemSpec[]) => all(t).filter((i) => i.type !== 'separator' && i.role !== 'viewMenu');

describe('app menu', () => {
  it('has New game, Save as, Load, Quit and the standard edit, view and window items', () => {
    const got: MenuCommand[] = [];
    const t = menuTemplate({ isMac: false, appName: 'Auf der Walz', command: (c) => got.push(c) });
    const file = t[0]!.submenu!;
    expect(file.map((i) => i.label ?? i.type)).toEqual(['New game', 'Save as…', 'Load…', 'separator', 'Quit']);
    expect(file[4]!.role).toBe('quit');
    for (const i of file) i.click?.();
    expect(got).toEqual(['new-game', 'save-as', 'load']);
    expect(t.slice(1).map((i) => i.label)).toEqual(['Edit', 'View', 'Window', 'Help']);
    // Help: the rules, by F1
    const rules = t[4]!.submenu![0]!;
    expect([rules.label, rules.accelerator]).toEqual(['Rules of the game', 'F1']);
    rules.click?.();
    expect(got.at(-1)).toBe('rules');
    expect(t[4]!.submenu!.at(-1)).toEqual({ label: 'About Auf der Walz', role: 'about' });
    expect(t[1]!.submenu!.map((i) => i.role ?? i.type ?? i.label)).toEqual(['undo', 'redo', 'Take back my last step', 'separator', 'cut', 'copy', 'paste', 'selectAll']);
    // the game's undo is a command of its own (the roles undo and redo only edit text)
    t[1]!.submenu![2]!.click?.();
    expect(got.at(-1)).toBe('undo');
    expect(t[3]!.submenu!.map((i) => i.role)).toEqual(['minimize', 'close']);
  });

  it('keeps DevTools out of the menu unless asked for (development only)', () => {
    const roles = (t: ReturnType<typeof menuTemplate>) => all(t).map((i) => i.role);
    const packaged = roles(menuTemplate({ isMac: false, appName: 'x', command: () => {} }));
    for (const r of ['toggleDevTools', 'viewMenu', 'reload', 'forceReload']) expect(packaged).not.toContain(r);
    expect(packaged).toEqual(expect.arrayContaining(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']));
    expect(roles(menuTemplate({ isMac: false, appName: 'x', command: () => {}, devTools: true }))).toContain('viewMenu');
  });

  it('puts the app menu first on macOS', () => {
    const t = menuTemplate({ isMac: true, appName: 'Auf der Walz', command: () => {} });
    expect(t[0]!.label).toBe('Auf der Walz');
    expect(t[0]!.submenu!.map((i) => i.role ?? i.type)).toEqual(['about', 'separator', 'services', 'separator', 'hide', 'hideOthers', 'unhide', 'separator', 'quit']);
    expect(t[0]!.submenu!.at(-1)!.label).toBe('Quit Auf der Walz');
    expect(t[1]!.submenu!.at(-1)!.role).toBe('close');
    expect(t[4]!.role).toBe('window');
  });

  it('speaks the settings’ language: every item labelled, in German every label German', () => {
    for (const isMac of [false, true]) {
      const en = labels(menuTemplate({ isMac, appName: 'Auf der Walz', command: () => {} }));
      const de = labels(menuTemplate({ isMac, appName: 'Auf der Walz', command: () => {}, locale: 'de' }));
      expect(de.map((i) => i.role)).toEqual(en.map((i) => i.role));
      for (const [k, item] of en.entries()) {
        expect(item.label, `${isMac ? 'macOS' : 'Windows/Linux'}: item ${k} (${item.role ?? 'command'}) has a label`).toBeTruthy();
        expect(item.label).not.toContain('{app}');
        // the app menu's title is the app's name in every language
        if (item.label !== 'Auf der Walz') expect(de[k]!.label, `German label of ${item.label}`).not.toBe(item.label);
      }
    }
    const de = menuTemplate({ isMac: true, appName: 'Auf der Walz', command: () => {}, locale: 'de' });
    expect(de.map((i) => i.label)).toEqual(['Auf der Walz', 'Datei', 'Bearbeiten', 'Ansicht', 'Fenster', 'Hilfe']);
    expect(de[0]!.submenu!.at(-1)!.label).toBe('Auf der Walz beenden');
    expect(Object.keys(MENU_LABELS.de).sort()).toEqual(Object.keys(MENU_LABELS.en).sort());
  });
});
