/**
 * Electron main entry: hands the real Electron modules to startApp (app.ts), which does all the
 * wiring (hardened window and session, app:// protocol, IPC router, menu, bounded quit flush)
 * and is tested with fakes in app.test.ts. This is the only file that imports Electron; the
 * compiler checks that the real modules fit the shapes startApp expects.
 */
/// <reference types="electron-vite/node" />
import { BrowserWindow, Menu, app, dialog, ipcMain, net, protocol, screen, session, shell, type MenuItemConstructorOptions } from 'electron';
import { startApp } from './app';
// copied into out/main/chunks by the build (?asset), so they are in the packaged app
import windowIcon from '../../build/icons/256x256.png?asset';
import aboutIconLinux from '../../build/icons/64x64.png?asset';
import aboutIconWindows from '../../build/icons/48x48.png?asset';

startApp(
  {
    app,
    BrowserWindow,
    Menu: {
      buildFromTemplate: (template) => Menu.buildFromTemplate(template as MenuItemConstructorOptions[]),
      setApplicationMenu: (menu) => Menu.setApplicationMenu(menu as Menu),
    },
    dialog,
    ipcMain,
    net,
    protocol,
    session,
    screen,
    shell,
  },
  {
    platform: process.platform,
    env: process.env,
    here: import.meta.dirname,
    capture: { console, process },
    icons: { window: windowIcon, about: process.platform === 'win32' ? aboutIconWindows : aboutIconLinux },
  },
);
