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
    expect(t.slice(1).map((i) => i.role)).toEqual(['editMenu', 'viewMenu', 'windowMenu']);
  });
  it('puts the app menu first on macOS', () => {
    const t = menuTemplate({ isMac: true, appName: 'Auf der Walz', command: () => {} });
    expect(t[0]!.role).toBe('appMenu');
    expect(t[1]!.submenu!.at(-1)!.role).toBe('close');
  });
});
