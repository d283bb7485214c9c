/**
 * The question before actions of the game would be lost: closing the window (Windows, Linux) or
 * quitting while the autosave fails, or while its last write has not finished, asks the person
 * first: back to the game, or quit (close) anyway. One question at a time, modal to the window
 * when there is one; once the person has chosen to quit anyway, nothing asks again.
 *
 * app.ts decides when to ask (a window's close, before-quit after the last flush); this holds
 * the question itself and its state. Nothing here imports Electron.
 */
import { actionsNotSaved, type AutosaveStatus } from '../../shared/ipc/contract';
import type { MenuLabels } from './menu';

/** A message box as Electron's dialog takes it (app.ts's dialogs too). */
export interface MessageBoxOptions {
  type: 'error' | 'warning';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
  noLink: boolean;
}

export interface UnsavedQuestionParts {
  /** The app's name, the box's title. */
  readonly title: string;
  /** Main's words in the settings' language now. */
  words(): Pick<MenuLabels, 'unsaved' | 'unsavedDetail' | 'unsavedDetailOne' | 'backToGame' | 'quitAnyway'>;
  /** The autosave's status now (none before the services are made). */
  status(): AutosaveStatus | null | undefined;
  /** The window to be modal to, if one is open. */
  window(): object | null;
  /** Electron's dialog.showMessageBox, with or without a parent window. */
  show(parent: object | null, box: MessageBoxOptions): Promise<{ response: number }>;
  /** Main's log. */
  log(line: string): void;
}

export class UnsavedQuestion {
  /** The question is open (a second close or quit meanwhile waits for it). */
  private open = false;
  /** The person chose to quit or close though actions were not saved: not asked again. */
  private confirmed = false;

  constructor(private readonly parts: UnsavedQuestionParts) {}

  get asking(): boolean {
    return this.open;
  }

  /**
   * Actions of the game in memory not known to be on disk (shared/ipc: actionsNotSaved);
   * `lastWriteDone`: the last flush finished. None once the person chose to go anyway.
   */
  unsaved(lastWriteDone: boolean): number {
    return this.confirmed ? 0 : actionsNotSaved(this.parts.status(), lastWriteDone);
  }

  /**
   * Asks whether to go though `n` actions are not saved. True: the person goes anyway (written to
   * the log with `how`, e.g. "quit … (the autosave was failing)"), and is not asked again; false:
   * back to the game. A box that cannot be shown counts as going: a quit is never stuck.
   */
  async ask(n: number, how: (n: number) => string): Promise<boolean> {
    const w = this.parts.words();
    const box: MessageBoxOptions = {
      type: 'warning',
      title: this.parts.title,
      message: w.unsaved,
      detail: (n === 1 ? w.unsavedDetailOne : w.unsavedDetail).replace('{n}', String(n)),
      buttons: [w.backToGame, w.quitAnyway],
      defaultId: 0,
      cancelId: 0,
      noLink: true,
    };
    this.open = true;
    let go: boolean;
    try {
      // (a box that cannot be shown, at once or later, lets the person go)
      const r = await Promise.resolve()
        .then(() => this.parts.show(this.parts.window(), box))
        .catch(() => ({ response: 1 }));
      go = r.response === 1;
    } finally {
      this.open = false;
    }
    if (go) {
      this.confirmed = true;
      this.parts.log(how(n));
    }
    return go;
  }
}
