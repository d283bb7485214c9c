import { describe, expect, it } from 'vitest';
import { menuTemplate, type MenuCommand } from './menu';

describe('app menu', () => {
  it('has New game, Save as, Load, Quit and the standard roles', () => {
    const got: MenuCommand[] = [];
    const t = menuTemplate({ isMac: false, appName: 'Auf der Walz', command: (c) => got.push(c) });
    const file = t[0]!.submenu!;
    expect(file.map((i) => i.label ?? i.type)).toEqual(['New game', 'Save as…', 'Load…', 'separator', 'Quit']);
    expect(file[4]!.role).toBe('quit');
    for (const i of file) i.click?.();
    expect(got).toEqual(['new-game', 'save-as', 'load']);
    expect(t.slice(1).map((i) => i.role ?? i.label)).toEqual(['editMenu', 'View', 'windowMenu']);
  });
  it('keeps DevTools out of the menu unless asked for (development only)', () => {
    const roles = (t: ReturnType<typeof menuTemplate>): (string | undefined)[] => t.flatMap((i) => [i.role, ...roles(i.submenu ?? [])]);
    const packaged = roles(menuTemplate({ isMac: false, appName: 'x', command: () => {} }));
    for (const r of ['toggleDevTools', 'viewMenu', 'reload', 'forceReload']) expect(packaged).not.toContain(r);
    expect(packaged).toEqual(expect.arrayContaining(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']));
    expect(roles(menuTemplate({ isMac: false, appName: 'x', command: () => {}, devTools: true }))).toContain('viewMenu');
  });
  it('puts the app menu first on macOS', () => {
    const t = menuTemplate({ isMac: true, appName: 'Auf der Walz', command: () => {} });
    expect(t[0]!.role).toBe('appMenu');
    expect(t[1]!.submenu!.at(-1)!.role).toBe('close');
  });
});
