/**
 * The ONE IPC contract between the Electron main process and the renderer.
 *
 * Every channel is listed here with a zod schema for its request and its response, and every
 * main -> renderer push with a schema for its payload. The preload builds `window.walz` from
 * this table, the main-process router validates against it before acting, and the e2e harness
 * builds the same API from it. Responses are result objects, never exceptions.
 *
 * Pure module: only zod and the shared model (runs in main, preload, renderer and tests). The
 * payloads live in the files beside it by subject (payload, actionSchemas, gameSchemas,
 * saveSchemas, statsSettings, replaySchemas); this file re-exports them all, so everything is
 * imported from here.
 */
import { z } from 'zod';
import { PAYLOAD_LIMITS, fitMessage, resultSchema, type IpcError, type PayloadLimits, type Result } from './payload';
import { Empty, ListedActionSchema, Void } from './schemaParts';
import { ActionSchema, NewGameSchema } from './actionSchemas';
import { GameSnapshotSchema, GameUpdateSchema, LogEntrySchema, ReasonSchema } from './gameSchemas';
import { AutosaveStatusSchema, LoadResultSchema, SAVE_NAME_MAX, SaveEntrySchema, SaveIdSchema, SaveMetaSchema } from './saveSchemas';
import { STATS_SETTINGS_CHANNELS, StoreNoticeSchema } from './statsSettings';
import { REPLAY_CHANNELS } from './replaySchemas';

export * from './payload';
export * from './actionSchemas';
export * from './gameSchemas';
export * from './saveSchemas';
export * from './statsSettings';
export * from './replaySchemas';

/* ------------------------------------------------------------------ request/response channels */

/** A fault in the page, as main's log keeps it (its stack, or where in Vue, in `where`). */
export const PageReportSchema = z
  .object({
    kind: z.enum(['error', 'rejection', 'vue']),
    message: z.string().max(2000),
    where: z.string().max(4000).optional(),
  })
  .strict();
export type PageReport = z.infer<typeof PageReportSchema>;
/**
 * Begins what the page prints on its console of a fault it has also reported on app:report:
 * main's log, which keeps the page's console warnings and errors too, keeps the report only.
 */
export const REPORTED_MARK = '(reported to the log)';

/**
 * Every request channel. To add one: a line here with its request and response schema, and a
 * handler of the same name in electron/main/services.ts (the Handlers type requires it).
 */
export const CHANNELS = {
  /** Start a new authoritative game in main. */
  'game:new': { request: NewGameSchema, response: GameSnapshotSchema },
  /** Apply one action (validated by the engine); the update is also pushed on 'game:update'. */
  'game:apply': { request: z.object({ action: ActionSchema }).strict(), response: GameUpdateSchema },
  /** The current game, or null when none is running. */
  'game:current': { request: Empty, response: GameSnapshotSchema.nullable() },
  /** The log in sentences from a line on (a loaded game's log goes back to its start). */
  'game:log': {
    request: z.object({ from: z.number().int().min(0).max(1_000_000) }).strict(),
    response: z.object({ entries: z.array(LogEntrySchema).max(5000), total: z.number().int() }),
  },
  /** Take back the deciding person's last action (bounded undo; see shared/engine/undo.ts). */
  'game:undo': { request: Empty, response: GameUpdateSchema },
  /** The next person confirms it is them: the hot-seat curtain lifts. */
  'game:reveal': { request: Empty, response: GameSnapshotSchema },
  /** "What would the computer do?": the hard level's choice for the deciding person, with its why. */
  // toward: the space a suggested walk heads for (its route is shown on the board), never shown as text
  'game:hint': { request: Empty, response: z.object({ action: ListedActionSchema, reason: ReasonSchema, toward: z.string().max(64).optional() }) },
  /**
   * The table holds the computer players back (held: true) while something covers it (a
   * scoring being shown, the rules, the results) or the person has left it for the menu, and
   * lets them play on (held: false) when it is shown again.
   */
  'game:hold-computers': { request: z.object({ held: z.boolean() }).strict(), response: Void },
  /**
   * The person has paused the computer players (they are held): let exactly one computer
   * decision be played, then hold them again ("next move"). Does nothing when they are not held.
   */
  'game:computer-step': { request: Empty, response: Void },
  /** Every save with the state of its newest copy, newest first (reads headers only). */
  'saves:list': { request: Empty, response: z.array(SaveEntrySchema).max(1000) },
  'saves:save': { request: z.object({ name: z.string().trim().min(1).max(SAVE_NAME_MAX) }).strict(), response: SaveMetaSchema },
  /** Load a save: its newest good copy, or (copy n) its n-th backup by choice. */
  'saves:load': { request: z.object({ id: SaveIdSchema, copy: z.number().int().min(1).max(9).optional() }).strict(), response: LoadResultSchema },
  /** Load the autosave (the "Continue" button). */
  'saves:continue': { request: Empty, response: LoadResultSchema },
  'saves:delete': { request: z.object({ id: SaveIdSchema }).strict(), response: Void },
  /** Export a save to a path the player picks; null when the dialog was cancelled. */
  'saves:export': { request: z.object({ id: SaveIdSchema }).strict(), response: z.string().nullable() },
  /** Import a save file the player picks; null when the dialog was cancelled. */
  'saves:import': { request: Empty, response: SaveMetaSchema.nullable() },
  /** The autosave's status now (also pushed on 'saves:autosave' whenever it changes). */
  'saves:autosave-status': { request: Empty, response: AutosaveStatusSchema },
  /** Write the autosave again now (after the player freed space); answers the new status. */
  'saves:autosave-retry': { request: Empty, response: AutosaveStatusSchema },
  /** A fault in the page (an uncaught error or rejection, a Vue error), for main's log: a bug report. */
  'app:report': { request: PageReportSchema, response: Void },
  ...STATS_SETTINGS_CHANNELS,
  ...REPLAY_CHANNELS,
} as const;
export type Channel = keyof typeof CHANNELS;
export const CHANNEL_NAMES = Object.keys(CHANNELS) as Channel[];

/**
 * Channels whose valid payloads need more than PAYLOAD_LIMITS allow: a page fault's message and
 * stack (PageReportSchema takes 2,000 and 4,000 characters). Every other channel keeps the
 * defaults; a test checks that no schema accepts more than its channel's limits let through.
 */
const CHANNEL_LIMITS: Partial<Record<Channel, PayloadLimits>> = {
  'app:report': Object.freeze({ ...PAYLOAD_LIMITS, maxString: 4000 }),
};

/** The size and depth limits the router checks a channel's payload against before zod. */
export function payloadLimitsFor(channel: Channel): PayloadLimits {
  return CHANNEL_LIMITS[channel] ?? PAYLOAD_LIMITS;
}

export type RequestOf<C extends Channel> = z.input<(typeof CHANNELS)[C]['request']>;
export type ParsedRequestOf<C extends Channel> = z.output<(typeof CHANNELS)[C]['request']>;
export type ResponseOf<C extends Channel> = z.output<(typeof CHANNELS)[C]['response']>;

/* ------------------------------------------------------------------ main -> renderer pushes */

export const MENU_COMMANDS = ['new-game', 'save-as', 'load', 'rules', 'undo'] as const;

/** Main starts the page again after a crash with this hash on its address, so that it says what happened. */
export const RESTARTED_HASH = '#restarted';
/** Every main -> renderer push. To add one: a line here with its payload schema. */
export const PUSHES = {
  'game:update': GameUpdateSchema,
  'menu:command': z.object({ command: z.enum(MENU_COMMANDS) }),
  /** The autosave's status, whenever it changes (saved <-> failing, a new failure reason). */
  'saves:autosave': AutosaveStatusSchema,
  /**
   * A finished game was handed to the statistics: `notice` says why it could not be written
   * (the statistics' own notice then), null when it was written.
   */
  'stats:recorded': z.object({ notice: StoreNoticeSchema.nullable() }),
} as const;
export type Push = keyof typeof PUSHES;
export type PushPayload<P extends Push> = z.output<(typeof PUSHES)[P]>;

/**
 * What is wrong with a push, or null: main checks each push before sending it, since the page
 * drops one that breaks the contract and would otherwise wait for it without a word.
 */
export function pushProblem(push: Push, payload: unknown): string | null {
  const parsed = PUSHES[push].safeParse(payload);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return issue ? `${issue.path.join('.') || '(payload)'}: ${issue.message}` : 'invalid payload';
}

/* ------------------------------------------------------------------ the window.walz API shape */


export type WalzApi = {
  invoke<C extends Channel>(channel: C, request: RequestOf<C>): Promise<Result<ResponseOf<C>>>;
  on<P extends Push>(push: P, listener: (payload: PushPayload<P>) => void): () => void;
};

/** Transport both the real preload and the test harness plug in. */
export interface WalzTransport {
  invoke(channel: string, request: unknown): Promise<unknown>;
  subscribe(push: string, listener: (payload: unknown) => void): () => void;
}

/** A transport's rejection as the contract's error: invalid-request for a request that cannot be sent. */
function transportFailure(channel: string, e: unknown): IpcError {
  let name: string;
  let message: string;
  try {
    name = typeof e === 'object' && e !== null ? String((e as { name?: unknown }).name ?? '') : '';
    message = e instanceof Error ? String(e.message) : String(e);
  } catch {
    name = '';
    message = 'unreadable error';
  }
  // Chromium's DataCloneError; Electron's ipcRenderer words it "An object could not be cloned."
  const uncloneable = name === 'DataCloneError' || /could not be cloned/i.test(message);
  const text = uncloneable ? `${channel}: the request could not be sent (it is not plain data): ${message}` : `${channel}: the request failed: ${message}`;
  return { code: uncloneable ? 'invalid-request' : 'internal-error', message: fitMessage(text) };
}

/**
 * Build `window.walz` from the contract over a transport. Channel and push names are checked
 * against the contract; responses and pushes are validated on arrival.
 */
export function buildWalzApi(transport: WalzTransport): WalzApi {
  const channels = new Set<string>(CHANNEL_NAMES);
  const pushes = new Set<string>(Object.keys(PUSHES));
  return Object.freeze({
    async invoke(channel: string, request: unknown) {
      if (!channels.has(channel)) return { ok: false, error: { code: 'unknown-channel', message: channel } };
      let raw: unknown;
      try {
        raw = await transport.invoke(channel, request ?? {});
      } catch (e) {
        // the transport refused: a request that cannot be structured-cloned (a function, a
        // symbol, a DOM node …) never leaves the page; any other failure is answered alike, as
        // the contract's result object (invoke never rejects)
        return { ok: false, error: transportFailure(channel, e) };
      }
      const parsed = resultSchema(CHANNELS[channel as Channel].response).safeParse(raw);
      if (!parsed.success) return { ok: false, error: { code: 'bad-response', message: parsed.error.message } };
      return parsed.data;
    },
    on(push: string, listener: (payload: unknown) => void) {
      if (!pushes.has(push)) throw new Error(`unknown push ${push}`);
      return transport.subscribe(push, (payload) => {
        const parsed = PUSHES[push as Push].safeParse(payload);
        if (parsed.success) listener(parsed.data);
      });
    },
  }) as WalzApi;
}
