/** The application menu as plain template data (built into a Menu by index.ts; tested alone). */
import type { MENU_COMMANDS } from '../../shared/ipc/contract';

export type MenuCommand = (typeof MENU_COMMANDS)[number];

export interface MenuItemSpec {
  label?: string;
  role?: string;
  accelerator?: string;
  type?: 'separator';
  submenu?: MenuItemSpec[];
  click?: () => void;
}

/**
 * The menu. `devTools` (development only) keeps Electron's standard View menu, which reaches the
 * DevTools and reloads; a packaged build gets a View menu with zoom and full screen only.
 */
export function menuTemplate(opts: {
  isMac: boolean;
  appName: string;
  command: (c: MenuCommand) => void;
  devTools?: boolean;
  labels?: Partial<Record<MenuCommand | 'file' | 'quit' | 'view', string>>;
}): MenuItemSpec[] {
  const l = { file: 'File', 'new-game': 'New game', 'save-as': 'Save as…', load: 'Load…', quit: 'Quit', view: 'View', ...opts.labels };
  const file: MenuItemSpec = {
    label: l.file,
    submenu: [
      { label: l['new-game'], accelerator: 'CmdOrCtrl+N', click: () => opts.command('new-game') },
      { label: l['save-as'], accelerator: 'CmdOrCtrl+Shift+S', click: () => opts.command('save-as') },
      { label: l.load, accelerator: 'CmdOrCtrl+O', click: () => opts.command('load') },
      { type: 'separator' },
      opts.isMac ? { role: 'close' } : { label: l.quit, role: 'quit', accelerator: 'CmdOrCtrl+Q' },
    ],
  };
  const view: MenuItemSpec = opts.devTools
    ? { role: 'viewMenu' }
    : { label: l.view, submenu: [{ role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }] };
  const base: MenuItemSpec[] = [file, { role: 'editMenu' }, view, { role: 'windowMenu' }];
  return opts.isMac ? [{ label: opts.appName, role: 'appMenu' }, ...base] : base;
}
