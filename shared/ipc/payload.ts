/**
 * The IPC contract's common parts: the typed failure, the result object every channel answers
 * with, and the size and depth limits a payload is checked against before its schema.
 * Part of the contract (shared/ipc/contract.ts re-exports it); pure: zod only.
 */
import { z } from 'zod';

/**
 * A typed failure. `code` is stable and machine-readable (the renderer words it in the player's
 * language); `message` is English for logs and bug reports; `params` are the few facts a message
 * needs (a file name, a reason, a version), flat and bounded.
 */
export const ErrorParamsSchema = z.record(z.string().max(40), z.union([z.string().max(300), z.number(), z.boolean(), z.null()]));
/** The longest code and message an error answer carries. */
export const ERROR_CODE_MAX = 64;
export const ERROR_MESSAGE_MAX = 2000;

/** `text` cut to at most `max` characters, an ellipsis marking the cut (a message made of a file's or a payload's content can be any length). */
export function fitMessage(text: string, max = ERROR_MESSAGE_MAX): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export const IpcErrorSchema = z.object({
  code: z.string().max(ERROR_CODE_MAX),
  message: z.string().max(ERROR_MESSAGE_MAX),
  params: ErrorParamsSchema.optional(),
});
export type IpcError = z.infer<typeof IpcErrorSchema>;

export type Result<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export function resultSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: IpcErrorSchema }),
  ]);
}

/* ------------------------------------------------------------------ payload limits */

/**
 * Limits every request payload must keep BEFORE zod sees it (checked iteratively, so a payload
 * nested thousands of levels deep is refused, never a stack overflow). The largest legitimate
 * request is a 4-seat game:new (depth 4, ~20 values); these leave a wide margin.
 */
export const PAYLOAD_LIMITS = Object.freeze({
  /** Nesting depth (the payload itself is depth 0). */
  maxDepth: 8,
  /** Values of any kind in the whole payload. */
  maxNodes: 500,
  /** Keys of one object. */
  maxKeys: 16,
  /** Elements of one array. */
  maxArray: 16,
  /** Characters of one string (object keys included). */
  maxString: 256,
});
export type PayloadLimits = { readonly [K in keyof typeof PAYLOAD_LIMITS]: number };

/** Keys that could reach an object's prototype if a handler ever copied them. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export type PayloadProblem = { readonly code: 'payload-too-deep' | 'payload-too-large' | 'payload-forbidden-key' | 'invalid-request'; readonly message: string };

/**
 * What kind of object a payload value is, for the refusal of one that is not plain data: a Map,
 * a Date, a typed array … (a structured clone keeps them, and zod's objects accept them, while
 * nothing in them would be counted or checked here).
 */
function kindOf(v: object): string {
  try {
    const name = Object.prototype.toString.call(v).slice(8, -1);
    return name === 'Object' ? 'an object of a class' : `${/^[AEIO]/.test(name) ? 'an' : 'a'} ${name}`;
  } catch {
    return 'an object of a class';
  }
}

/**
 * Walks a payload with an explicit stack (no recursion) and stops at the first limit passed:
 * depth, total values, keys per object, array length, string length, forbidden keys. Only plain
 * data passes: primitives, arrays, and objects whose prototype is Object.prototype or null; any
 * other object (a Map, Set, Date, RegExp, typed array, boxed string …) is refused as
 * 'invalid-request' (no channel takes one). Returns null when the payload keeps every limit.
 * Never throws for plain data; the caller catches hostile objects (throwing getters, proxies).
 */
export function checkPayloadShape(payload: unknown, limits: PayloadLimits = PAYLOAD_LIMITS): PayloadProblem | null {
  const stack: [unknown, number][] = [[payload, 0]];
  let nodes = 0;
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (++nodes > limits.maxNodes) return { code: 'payload-too-large', message: `more than ${limits.maxNodes} values` };
    if (typeof v === 'string') {
      if (v.length > limits.maxString) return { code: 'payload-too-large', message: `a string longer than ${limits.maxString} characters` };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= limits.maxDepth) return { code: 'payload-too-deep', message: `nested deeper than ${limits.maxDepth} levels` };
    if (Array.isArray(v)) {
      if (v.length > limits.maxArray) return { code: 'payload-too-large', message: `an array of ${v.length} elements (at most ${limits.maxArray})` };
      for (let i = 0; i < v.length; i++) stack.push([v[i], depth + 1]);
      continue;
    }
    const proto: unknown = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return { code: 'invalid-request', message: `${kindOf(v)} is not plain data` };
    const keys = Object.keys(v);
    if (keys.length > limits.maxKeys) return { code: 'payload-too-large', message: `an object with ${keys.length} keys (at most ${limits.maxKeys})` };
    for (const k of keys) {
      if (FORBIDDEN_KEYS.has(k)) return { code: 'payload-forbidden-key', message: `the key "${k}" is not allowed` };
      if (k.length > limits.maxString) return { code: 'payload-too-large', message: `a key longer than ${limits.maxString} characters` };
      stack.push([(v as Record<string, unknown>)[k], depth + 1]);
    }
  }
  return null;
}

