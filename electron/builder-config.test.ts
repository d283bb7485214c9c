import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const yml = readFileSync('electron-builder.yml', 'utf8');
const workflow = readFileSync('.github/workflows/ci.yml', 'utf8');
/** electron-builder's own code and files, as installed (the version that builds the installers). */
const require = createRequire(import.meta.url);

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
  it('packs the built app only: the build’s output folders, not what tests and benches write into out/', () => {
    const files = yml.split('\n').slice(yml.split('\n').indexOf('files:') + 1);
    const listed = files.slice(0, files.findIndex((l) => !/^\s+- /.test(l))).map((l) => l.replace(/^\s+- /, '').replace(/^"|"$/g, ''));
    expect(listed).toEqual(['out/main/**', 'out/preload/**', 'out/renderer/**', 'package.json', '!**/*.map']);
    // the folders the builds write (electron-vite: main with the AI worker, preload; Vite: the renderer)
    const outDirs = [readFileSync('electron.vite.config.ts', 'utf8'), readFileSync('renderer/vite.config.ts', 'utf8')].flatMap((f) =>
      [...f.matchAll(/outDir: .*?'(?:\.\.\/)?(out\/[\w-]+)'/g)].map((m) => `${m[1]}/**`),
    );
    expect(outDirs.sort()).toEqual(['out/main/**', 'out/preload/**', 'out/renderer/**']);
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
    expect(yml).toMatch(/^files:\n\s+- out\/main\/\*\*$/m);
    // unpacked from the archive, for the system's own image loaders
    expect(yml).toMatch(/^asarUnpack:\n\s+- out\/main\/chunks\/\*\.png$/m);
  });

  it('signs the macOS apps ad hoc (else Apple silicon calls the downloaded app damaged), also in pull-request builds, and the workflow checks the signatures', () => {
    expect(block('mac').identity).toBe('"-"');
    expect(block('mac').hardenedRuntime).toBe('true');
    // no entitlements of our own: electron-builder's default carries disable-library-validation,
    // without which an ad-hoc signed app under the hardened runtime cannot load Electron's framework
    expect(block('mac').entitlements).toBeUndefined();
    const defaults = readFileSync(require.resolve('app-builder-lib/templates/entitlements.mac.plist'), 'utf8');
    expect(defaults).toMatch(/<key>com\.apple\.security\.cs\.disable-library-validation<\/key>\s*<true\/>/);
    expect(workflow).toMatch(/CSC_FOR_PULL_REQUEST: true/);
    expect(workflow).toMatch(/codesign --verify --deep --strict/);
  });

  it('the installer jobs play a computer turn in the packaged app of each system', () => {
    expect(workflow).toMatch(/WALZ_PACKAGED_APP: dist\/linux-unpacked/);
    expect(workflow).toMatch(/app="dist\/mac-arm64\/Auf der Walz\.app"/);
    expect(workflow).toMatch(/app=dist\/win-unpacked/);
    // the packaged app's fuses turn Node's inspector off: the smoke test drives it over the DevTools protocol
    expect(block('electronFuses').enableNodeCliInspectArguments).toBe('false');
    expect(readFileSync('tests/e2e/electron.smoke.test.ts', 'utf8')).toMatch(/launchOverCdp\(/);
  });

  it('Linux: the menu entry, the window’s app_id and its WM_CLASS share one name, so the desktop links the window to its icon', async () => {
    const { LinuxTargetHelper } = require('app-builder-lib/out/targets/LinuxTargetHelper.js');
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; desktopName?: string; description?: string };
    // Electron names the window after desktopName (without ".desktop")
    expect(pkg.desktopName).toBe(`${pkg.name}.desktop`);
    expect(block('linux').syncDesktopName).toBe('true');
    const helper = new LinuxTargetHelper({
      appInfo: { productName: 'Auf der Walz', sanitizedProductName: 'Auf der Walz', description: pkg.description },
      executableName: pkg.name,
      info: { metadata: pkg },
      fileAssociations: [],
      config: {},
      platformSpecificBuildOptions: { syncDesktopName: true },
    });
    const appId = pkg.desktopName!.replace(/\.desktop$/, '');
    expect(helper.getDesktopFileName()).toBe(appId);
    const entry = (await helper.computeDesktopEntry({ category: 'Game' }, 'AppRun %U')) as string;
    expect(entry).toMatch(new RegExp(`^StartupWMClass=${appId}$`, 'm'));
    expect(entry).toMatch(/^Name=Auf der Walz$/m);
  });

  describe('the Linux AppImage keeps Chromium’s sandbox wherever it can run', () => {
    const appImageArgs = JSON.parse(block('appImage').executableArgs ?? 'null') as string[] | null;

    it('its desktop entry passes no --no-sandbox (electron-builder’s default would, for every start from a menu)', async () => {
      const { default: AppImageTarget } = require('app-builder-lib/out/targets/appimage/AppImageTarget.js');
      const execLine = async (appImage: object) => {
        const packager = { platformSpecificBuildOptions: {}, config: { appImage }, appInfo: { buildVersion: '1' } };
        const helper = { computeDesktopEntry: async (_o: unknown, exec: string) => exec };
        return (await new AppImageTarget(null, packager, helper, tmpdir()).desktopEntry.value) as string;
      };
      expect(appImageArgs).toEqual([]);
      expect(await execLine({ executableArgs: appImageArgs })).toBe('AppRun %U');
      expect(await execLine({})).toBe('AppRun --no-sandbox %U');
    });

    it.skipIf(process.platform === 'win32')('its launcher adds --no-sandbox only where user namespaces cannot be made (Ubuntu 24.04’s AppArmor rule)', () => {
      const { generateAppRunScript } = require('app-builder-lib/out/targets/appimage/appImageUtil.js');
      const name = JSON.parse(readFileSync('package.json', 'utf8')).name as string;
      const dir = mkdtempSync(join(tmpdir(), 'walz-apprun-'));
      try {
        const script = generateAppRunScript({ DesktopFileName: `${name}.desktop`, ExecutableName: name, ProductName: 'Auf der Walz', ProductFilename: 'Auf der Walz', ResourceName: `appimagekit-${name}` }) as string;
        writeFileSync(join(dir, 'AppRun'), script);
        // the app: prints what it was started with
        writeFileSync(join(dir, name), '#!/bin/sh\necho "args:$*"\n');
        chmodSync(join(dir, name), 0o755);
        // AppRun puts its own folder first on PATH, so this `unshare` answers its probe
        const start = (userNamespaces: boolean, ...args: string[]) => {
          writeFileSync(join(dir, 'unshare'), `#!/bin/sh\nexit ${userNamespaces ? 0 : 1}\n`);
          chmodSync(join(dir, 'unshare'), 0o755);
          return execFileSync('bash', [join(dir, 'AppRun'), ...args], { env: { ...process.env, APPDIR: dir, APPIMAGE: '' }, encoding: 'utf8' }).trim();
        };
        expect(start(true)).toBe('args:');
        expect(start(true, 'save.walz')).toBe('args:save.walz');
        expect(start(false)).toBe('args:--no-sandbox');
        expect(start(false, 'save.walz')).toBe('args:--no-sandbox save.walz');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});

