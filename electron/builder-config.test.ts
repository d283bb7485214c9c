import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';

const yml = readFileSync('electron-builder.yml', 'utf8');

/** The indented `key: value` lines under a top-level key (enough for this flat YAML file). */
function block(name: string): Record<string, string> {
  const lines = yml.split('\n');
  const start = lines.findIndex((l) => l === `${name}:`);
  const out: Record<string, string> = {};
  for (const l of lines.slice(start + 1)) {
    if (!/^\s/.test(l)) break;
    const m = /^\s+([\w-]+):\s*(.*)$/.exec(l);
    if (m) out[m[1]!] = m[2]!;
  }
  return out;
}

describe('electron-builder config', () => {
  it('flips all seven security fuses', () => {
    expect(block('electronFuses')).toEqual({
      runAsNode: 'false',
      enableCookieEncryption: 'true',
      enableEmbeddedAsarIntegrityValidation: 'true',
      onlyLoadAppFromAsar: 'true',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      grantFileProtocolExtraPrivileges: 'false',
    });
  });
  it('builds NSIS, dmg (x64 + arm64), AppImage and deb as "Auf der Walz" with icons from build/', () => {
    expect(yml).toMatch(/^productName: Auf der Walz$/m);
    expect(yml).toMatch(/target: nsis/);
    expect(yml).toMatch(/target: dmg\n\s+arch: \[x64, arm64\]/);
    expect(yml).toMatch(/- AppImage\n\s+- deb/);
    expect(yml).toMatch(/^asar: true$/m);
    expect(existsSync('build/icon.png')).toBe(true);
    const png = readFileSync('build/icon.png');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1024);
  });
  it('the window’s and the about panel’s icons: files of build/icons of their size, bundled into out/, which the installers pack', () => {
    const entry = readFileSync('electron/main/index.ts', 'utf8');
    const icons = [...entry.matchAll(/from '\.\.\/\.\.\/(build\/icons\/(\d+)x\d+\.png)\?asset'/g)];
    expect(icons.map((m) => m[2])).toEqual(['256', '64', '48']);
    for (const [, file, size] of icons) {
      const png = readFileSync(file!);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(Number(size));
    }
    expect(yml).toMatch(/^files:\n\s+- out\/\*\*$/m);
    // unpacked from the archive, for the system's own image loaders
    expect(yml).toMatch(/^asarUnpack:\n\s+- out\/main\/chunks\/\*\.png$/m);
  });
});
