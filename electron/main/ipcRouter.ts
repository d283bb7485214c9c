/**
 * The IPC router: one entry point for every request channel of the contract. It checks the
 * sender, checks the payload's size and depth (iteratively, before zod: a deep or huge payload
 * is a typed refusal, never a stack overflow), validates it with the contract's zod schema
 * before acting, runs the handler and answers a result object. It never throws and never lets a
 * handler's exception escape.
 */
import {
  CHANNELS,
  checkPayloadShape,
  ERROR_CODE_MAX,
  fitMessage,
  payloadLimitsFor,
  resultSchema,
  type Channel,
  type ParsedRequestOf,
  type ResponseOf,
  type Result,
} from '../../shared/ipc/contract';

export type Handlers = { [C in Channel]: (request: ParsedRequestOf<C>) => Promise<Result<ResponseOf<C>>> | Result<ResponseOf<C>> };

export class IpcRouter {
  constructor(
    private readonly handlers: Handlers,
    /** Sender check (the app passes isTrustedSender over the event's senderFrame). */
    private readonly trusted: (sender: unknown) => boolean = () => true,
  ) {}

  async handle(channel: unknown, request: unknown, sender?: unknown): Promise<Result<unknown>> {
    try {
      let trusted = false;
      try {
        trusted = this.trusted(sender) === true;
      } catch {
        // a disposed frame throws when read: not trusted
      }
      if (!trusted) return err('untrusted-sender', 'IPC from an untrusted frame was refused.');
      if (typeof channel !== 'string' || !Object.prototype.hasOwnProperty.call(CHANNELS, channel)) {
        return err('unknown-channel', `Unknown channel ${safeString(channel)}.`);
      }
      const c = channel as Channel;
      let shape: ReturnType<typeof checkPayloadShape>;
      try {
        shape = checkPayloadShape(request, payloadLimitsFor(c));
      } catch {
        return err('invalid-request', `${c}: the payload could not be read.`);
      }
      if (shape) return err(shape.code, `${c}: payload refused: ${shape.message}.`);
      const parsed = CHANNELS[c].request.safeParse(request);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return err('invalid-request', `${c}: ${issue ? `${issue.path.join('.') || '(payload)'} ${issue.message}` : 'invalid payload'}`);
      }
      const handler = this.handlers[c] as (r: unknown) => Promise<Result<unknown>> | Result<unknown>;
      const result = bounded(await handler(parsed.data));
      const checked = resultSchema(CHANNELS[c].response).safeParse(result);
      if (!checked.success) return err('internal-error', `${c}: the answer did not match the contract.`);
      return checked.data as Result<unknown>;
    } catch (e) {
      // a handler's own exception: its message may be any length (err cuts it to the contract)
      return err('internal-error', messageOf(e));
    }
  }
}

/** A failure as the contract bounds it (a long engine or OS message must not turn into internal-error). */
function bounded(r: Result<unknown>): Result<unknown> {
  if (!r || typeof r !== 'object' || r.ok !== false || !r.error) return r;
  const { code, message, params } = r.error;
  const out: Record<string, string | number | boolean | null> = {};
  for (const [k, v] of Object.entries(params ?? {}).slice(0, 32)) {
    if (k.length > 40) continue;
    out[k] = typeof v === 'string' ? v.slice(0, 300) : typeof v === 'number' && !Number.isFinite(v) ? null : v;
  }
  return { ok: false, error: { code: String(code).slice(0, ERROR_CODE_MAX), message: fitMessage(String(message)), ...(params ? { params: out } : {}) } };
}

/**
 * The router's own failures, cut to what the contract allows: a message made of a handler's
 * exception or of the payload (a zod issue naming long keys) can be longer than 2,000 characters.
 */
function err(code: string, message: string): Result<never> {
  return { ok: false, error: { code, message: fitMessage(message) } };
}

/** An exception's message, whatever was thrown (reading it must not throw in turn). */
function messageOf(e: unknown): string {
  try {
    return e instanceof Error && typeof e.message === 'string' ? e.message : 'unexpected failure';
  } catch {
    return 'unexpected failure';
  }
}

function safeString(v: unknown): string {
  try {
    return typeof v === 'string' ? JSON.stringify(v.slice(0, 60)) : typeof v;
  } catch {
    return '?';
  }
}
