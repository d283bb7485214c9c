/**
 * The computer players' worker thread as one file that imports nothing but Node's own modules.
 *
 * Why: the packaged app keeps its code in an asar archive. Whether a worker thread's ES module
 * loader reads from inside it depends on Electron's loader, so the app does not rely on it:
 * main reads the worker's text (main's file system reads the archive, its integrity checked)
 * and starts the thread from a `data:` URL (AiWorker.ts), where a module can import Node's
 * built-in modules but no file beside it. The main build's shared chunks would be such files,
 * so the worker is bundled on its own here, with everything it uses inside it.
 */
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** The bundle of `entry` and all it imports (Node's built-in modules left as imports), as ES module text. */
export async function bundleStandalone(entry: string): Promise<string> {
  const r = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const out = r.outputFiles[0];
  if (!out) throw new Error(`bundling ${entry} gave no output`);
  return out.text;
}

/** A build plugin that writes `entry`'s standalone bundle as `fileName` beside the main bundle. */
export function standaloneWorkerPlugin(entry: string, fileName: string): Plugin {
  return {
    name: 'walz:standalone-worker',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: await bundleStandalone(entry) });
    },
  };
}
