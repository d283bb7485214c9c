/**
 * Renames on Windows while another program holds the file (renameHeld): tried again for a
 * moment, as a virus scanner or indexer lets go; any other failure, or one on another system,
 * at once. A fake clock and a file system that fails on demand.
 */
import { describe, expect, it } from 'vitest';
import { renameHeld, WINDOWS_RENAME_RETRY_MS } from './durableFile';

/** A rename that fails with `codes` in turn, then succeeds; its calls and the pauses taken. */
function scene(codes: readonly string[]) {
  let t = 0;
  const pauses: number[] = [];
  const calls: string[] = [];
  const failures = [...codes];
  return {
    fs: {
      rename: async (from: string, to: string) => {
        calls.push(`${from}->${to}`);
        const code = failures.shift();
        if (code) throw Object.assign(new Error(`${code}: rename`), { code });
      },
    },
    opts: (platform: string) => ({ platform, now: () => t, sleep: async (ms: number) => void (pauses.push(ms), (t += ms)) }),
    calls,
    pauses,
  };
}

describe('renameHeld', () => {
  it('on Windows, a file held for a moment (EPERM, EACCES, EBUSY) is renamed once it is let go, after growing pauses', async () => {
    const s = scene(['EPERM', 'EBUSY', 'EACCES']);
    await renameHeld(s.fs, 'a.tmp', 'a', s.opts('win32'));
    expect(s.calls).toHaveLength(4);
    expect(s.pauses).toEqual([10, 20, 40]);
  });

  it('on Windows, a file held for longer fails the write after about two seconds, with the system’s error', async () => {
    const s = scene(Array(100).fill('EPERM'));
    await expect(renameHeld(s.fs, 'a.tmp', 'a', s.opts('win32'))).rejects.toMatchObject({ code: 'EPERM' });
    const waited = s.pauses.reduce((a, b) => a + b, 0);
    expect(waited).toBeLessThanOrEqual(WINDOWS_RENAME_RETRY_MS);
    expect(waited).toBeGreaterThan(WINDOWS_RENAME_RETRY_MS - 200);
    expect(Math.max(...s.pauses)).toBe(200);
  });

  it('any other failure, and a held file on Linux or macOS, fails at once', async () => {
    for (const [platform, code] of [
      ['win32', 'ENOSPC'],
      ['win32', 'ENOENT'],
      ['linux', 'EPERM'],
      ['darwin', 'EBUSY'],
    ] as const) {
      const s = scene([code]);
      await expect(renameHeld(s.fs, 'a.tmp', 'a', s.opts(platform))).rejects.toMatchObject({ code });
      expect(s.calls).toHaveLength(1);
      expect(s.pauses).toEqual([]);
    }
  });
});
