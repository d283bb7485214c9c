/**
 * The application menu as plain template data (built into a Menu by app.ts; tested alone), in
 * the language the settings give: Electron's standard menus (Edit, View, Window, the macOS app
 * menu) come in English only, so every item is spelled out here with its label in each language.
 */
import type { LOCALE_CODES, MENU_COMMANDS } from '../../shared/ipc/contract';

export type MenuCommand = (typeof MENU_COMMANDS)[number];
type Locale = (typeof LOCALE_CODES)[number];

export interface MenuItemSpec {
  label?: string;
  role?: string;
  accelerator?: string;
  type?: 'separator';
  submenu?: MenuItemSpec[];
  click?: () => void;
}

/** Every label of the menu (and the kind of file in main's file dialogs); `{app}` stands for the app's name. */
export interface MenuLabels {
  readonly saveFile: string;
  readonly file: string;
  readonly newGame: string;
  readonly saveAs: string;
  readonly load: string;
  readonly quit: string;
  readonly quitApp: string;
  readonly edit: string;
  readonly undo: string;
  readonly redo: string;
  /** The game's undo (the Edit menu's Undo and Redo are the text fields' own). */
  readonly takeBack: string;
  readonly cut: string;
  readonly copy: string;
  readonly paste: string;
  readonly selectAll: string;
  readonly view: string;
  readonly resetZoom: string;
  readonly zoomIn: string;
  readonly zoomOut: string;
  readonly fullScreen: string;
  readonly window: string;
  readonly minimize: string;
  readonly zoom: string;
  readonly close: string;
  readonly front: string;
  readonly about: string;
  readonly services: string;
  readonly hide: string;
  readonly hideOthers: string;
  readonly showAll: string;
  readonly help: string;
  readonly rules: string;
  readonly logs: string;
  /** The about panel's line of credits. */
  readonly credits: string;
  /** When the window's page keeps failing (app.ts). */
  readonly crashed: string;
  readonly crashedDetail: string;
  readonly tryAgain: string;
  /** Quitting while the autosave fails and actions of the game are not on disk (app.ts; {n}: how many). */
  readonly unsaved: string;
  readonly unsavedDetail: string;
  readonly unsavedDetailOne: string;
  readonly backToGame: string;
  readonly quitAnyway: string;
}

export const MENU_LABELS: Readonly<Record<Locale, MenuLabels>> = {
  en: {
    saveFile: 'Auf der Walz save',
    file: 'File',
    newGame: 'New game',
    saveAs: 'Save as…',
    load: 'Load…',
    quit: 'Quit',
    quitApp: 'Quit {app}',
    edit: 'Edit',
    undo: 'Undo',
    redo: 'Redo',
    takeBack: 'Take back my last step',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    selectAll: 'Select all',
    view: 'View',
    resetZoom: 'Actual size',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fullScreen: 'Full screen',
    window: 'Window',
    minimize: 'Minimize',
    zoom: 'Zoom',
    close: 'Close window',
    front: 'Bring all to front',
    about: 'About {app}',
    services: 'Services',
    hide: 'Hide {app}',
    hideOthers: 'Hide others',
    showAll: 'Show all',
    help: 'Help',
    rules: 'Rules of the game',
    logs: 'Show the log for a bug report',
    credits: 'A board game by Jimmy Maas – the digital edition.',
    crashed: 'The window has failed.',
    crashedDetail: 'It could not be kept running. Your game is kept in the autosave: try once more, or quit and start the app again.',
    tryAgain: 'Try again',
    unsaved: 'The last actions of your game are not saved.',
    unsavedDetail: 'The autosave could not write them, so the last {n} actions of your game are not on disk: quit now and they are lost. Go back to the game, free some disk space or fix the saves folder, and use “Try again” in the warning at the top of the window.',
    unsavedDetailOne: 'The autosave could not write it, so the last action of your game is not on disk: quit now and it is lost. Go back to the game, free some disk space or fix the saves folder, and use “Try again” in the warning at the top of the window.',
    backToGame: 'Back to the game',
    quitAnyway: 'Quit anyway',
  },
  de: {
    saveFile: 'Spielstand von Auf der Walz',
    file: 'Datei',
    newGame: 'Neues Spiel',
    saveAs: 'Speichern unter…',
    load: 'Laden…',
    quit: 'Beenden',
    quitApp: '{app} beenden',
    edit: 'Bearbeiten',
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    takeBack: 'Meinen letzten Schritt zurücknehmen',
    cut: 'Ausschneiden',
    copy: 'Kopieren',
    paste: 'Einfügen',
    selectAll: 'Alles auswählen',
    view: 'Ansicht',
    resetZoom: 'Originalgröße',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    fullScreen: 'Vollbild',
    window: 'Fenster',
    minimize: 'Minimieren',
    zoom: 'Zoomen',
    close: 'Fenster schließen',
    front: 'Alle nach vorne bringen',
    about: 'Über {app}',
    services: 'Dienste',
    hide: '{app} ausblenden',
    hideOthers: 'Andere ausblenden',
    showAll: 'Alle einblenden',
    help: 'Hilfe',
    rules: 'Spielregeln',
    logs: 'Protokoll für einen Fehlerbericht anzeigen',
    credits: 'Ein Brettspiel von Jimmy Maas – die digitale Ausgabe.',
    crashed: 'Das Fenster ist ausgefallen.',
    crashedDetail: 'Es ließ sich nicht am Laufen halten. Dein Spiel ist im automatischen Spielstand erhalten: Versuch es noch einmal, oder beende die App und starte sie neu.',
    tryAgain: 'Noch einmal versuchen',
    unsaved: 'Die letzten Aktionen deines Spiels sind nicht gespeichert.',
    unsavedDetail: 'Das automatische Speichern konnte sie nicht schreiben, daher sind die letzten {n} Aktionen deines Spiels nicht gespeichert: Beendest du jetzt, gehen sie verloren. Geh zurück zum Spiel, schaffe Platz auf dem Datenträger oder bring den Ordner für Spielstände in Ordnung, und wähle „Erneut versuchen“ in der Warnung oben im Fenster.',
    unsavedDetailOne: 'Das automatische Speichern konnte sie nicht schreiben, daher ist die letzte Aktion deines Spiels nicht gespeichert: Beendest du jetzt, geht sie verloren. Geh zurück zum Spiel, schaffe Platz auf dem Datenträger oder bring den Ordner für Spielstände in Ordnung, und wähle „Erneut versuchen“ in der Warnung oben im Fenster.',
    backToGame: 'Zurück zum Spiel',
    quitAnyway: 'Trotzdem beenden',
  },
};

/**
 * The menu. `devTools` (development only) keeps Electron's standard View menu, which reaches the
 * DevTools and reloads; a packaged build gets a View menu with zoom and full screen only.
 */
export function menuTemplate(opts: {
  isMac: boolean;
  appName: string;
  command: (c: MenuCommand) => void;
  devTools?: boolean;
  /** The settings' language (default English). */
  locale?: Locale;
  /** Shows the folder of main's log (mainLog.ts); absent: no such item. */
  showLogs?: () => void;
}): MenuItemSpec[] {
  const raw = MENU_LABELS[opts.locale ?? 'en'];
  const l = (key: keyof MenuLabels) => raw[key].replace('{app}', opts.appName);
  const sep: MenuItemSpec = { type: 'separator' };
  const file: MenuItemSpec = {
    label: l('file'),
    submenu: [
      { label: l('newGame'), accelerator: 'CmdOrCtrl+N', click: () => opts.command('new-game') },
      { label: l('saveAs'), accelerator: 'CmdOrCtrl+Shift+S', click: () => opts.command('save-as') },
      { label: l('load'), accelerator: 'CmdOrCtrl+O', click: () => opts.command('load') },
      sep,
      opts.isMac ? { label: l('close'), role: 'close' } : { label: l('quit'), role: 'quit', accelerator: 'CmdOrCtrl+Q' },
    ],
  };
  const edit: MenuItemSpec = {
    label: l('edit'),
    submenu: [
      // Undo and Redo are the text fields' (a name being typed); the game's own undo is below
      { label: l('undo'), role: 'undo' },
      { label: l('redo'), role: 'redo' },
      { label: l('takeBack'), click: () => opts.command('undo') },
      sep,
      { label: l('cut'), role: 'cut' },
      { label: l('copy'), role: 'copy' },
      { label: l('paste'), role: 'paste' },
      { label: l('selectAll'), role: 'selectAll' },
    ],
  };
  const view: MenuItemSpec = opts.devTools
    ? { role: 'viewMenu' }
    : {
        label: l('view'),
        submenu: [
          { label: l('resetZoom'), role: 'resetZoom' },
          { label: l('zoomIn'), role: 'zoomIn' },
          { label: l('zoomOut'), role: 'zoomOut' },
          sep,
          { label: l('fullScreen'), role: 'togglefullscreen' },
        ],
      };
  const window: MenuItemSpec = opts.isMac
    ? {
        label: l('window'),
        role: 'window',
        submenu: [{ label: l('minimize'), role: 'minimize' }, { label: l('zoom'), role: 'zoom' }, sep, { label: l('front'), role: 'front' }],
      }
    : { label: l('window'), submenu: [{ label: l('minimize'), role: 'minimize' }, { label: l('close'), role: 'close' }] };
  // F1 is help on Windows and Linux; macOS has no such key by custom (its Help menu is searched)
  const rules: MenuItemSpec = { label: l('rules'), accelerator: opts.isMac ? 'CmdOrCtrl+?' : 'F1', click: () => opts.command('rules') };
  const logs: MenuItemSpec[] = opts.showLogs ? [sep, { label: l('logs'), click: opts.showLogs }] : [];
  // the about panel: in the app menu on macOS, here elsewhere
  const help: MenuItemSpec = { label: l('help'), role: 'help', submenu: opts.isMac ? [rules, ...logs] : [rules, ...logs, sep, { label: l('about'), role: 'about' }] };
  const base: MenuItemSpec[] = [file, edit, view, window, help];
  if (!opts.isMac) return base;
  const appMenu: MenuItemSpec = {
    label: opts.appName,
    submenu: [
      { label: l('about'), role: 'about' },
      sep,
      { label: l('services'), role: 'services' },
      sep,
      { label: l('hide'), role: 'hide' },
      { label: l('hideOthers'), role: 'hideOthers' },
      { label: l('showAll'), role: 'unhide' },
      sep,
      { label: l('quitApp'), role: 'quit' },
    ],
  };
  return [appMenu, ...base];
}
