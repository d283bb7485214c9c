/**
 * Faults in the page (an uncaught error or rejection, an error in a Vue component) go to main's
 * log for a bug report (app:report), shortened to what the contract takes. They are still shown
 * on the console (a Vue error marked as reported, so that main's log does not keep it twice). A report that cannot be sent is dropped: it is only a report.
 */
import type { App } from 'vue';
import { REPORTED_MARK, type PageReport } from '../../shared/ipc/contract';
import { walz } from './walz';

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The report of one fault: its message, and its stack (or where in Vue it happened). */
export function reportOf(kind: PageReport['kind'], fault: unknown, where?: string): PageReport {
  const message = fault instanceof Error ? `${fault.name}: ${fault.message}` : String(fault);
  const stack = fault instanceof Error ? fault.stack : undefined;
  const place = [where, stack].filter((x): x is string => !!x).join('\n');
  return place ? { kind, message: clip(message, 2000), where: clip(place, 4000) } : { kind, message: clip(message, 2000) };
}

function send(report: PageReport): void {
  try {
    void walz()
      .invoke('app:report', report)
      .catch(() => undefined);
  } catch {
    // no preload (a preview page): nowhere to send it
  }
}

/** Reports the page's faults from now on: Vue's, and what reaches the window uncaught. */
export function reportFaults(app: App, target: Window = window): void {
  app.config.errorHandler = (err, _instance, info) => {
    console.error(REPORTED_MARK, err);
    send(reportOf('vue', err, `Vue: ${info}`));
  };
  target.addEventListener('error', (e) => send(reportOf('error', e.error ?? e.message, e.filename ? `${e.filename}:${e.lineno}:${e.colno}` : undefined)));
  target.addEventListener('unhandledrejection', (e) => send(reportOf('rejection', e.reason)));
}
