/**
 * The router checks a payload's size (checkPayloadShape) before its schema: a limit tighter than
 * what the schema accepts would refuse valid requests, silently where the caller drops the answer
 * (the page's fault reports were lost that way). Every request schema is read as JSON Schema and
 * each string, array and object in it held against its channel's limits.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHANNELS, CHANNEL_NAMES, payloadLimitsFor, pushProblem, type PayloadLimits } from '../../shared/ipc/contract';

type Json = { [k: string]: unknown };

/** Where a schema accepts more than the limits let through, or accepts without bound. */
function overLimits(node: unknown, limits: PayloadLimits, where: string, out: string[]): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach((n, i) => overLimits(n, limits, `${where}[${i}]`, out));
    return;
  }
  const s = node as Json;
  if (s.type === 'string' && s.enum === undefined && s.const === undefined) {
    // a pattern bounds a string when it is anchored and repeats nothing without bound
    const pattern = typeof s.pattern === 'string' ? s.pattern : null;
    const boundedPattern = pattern !== null && pattern.startsWith('^') && pattern.endsWith('$') && !/[*+]|\{\d+,\}/.test(pattern);
    if (typeof s.maxLength === 'number') {
      if (s.maxLength > limits.maxString) out.push(`${where}: strings up to ${s.maxLength} characters, the limit is ${limits.maxString}`);
    } else if (!boundedPattern) out.push(`${where}: a string without a length bound`);
  }
  if (s.type === 'array') {
    if (typeof s.maxItems !== 'number') out.push(`${where}: an array without a length bound`);
    else if (s.maxItems > limits.maxArray) out.push(`${where}: arrays up to ${s.maxItems} items, the limit is ${limits.maxArray}`);
  }
  if (s.type === 'object' && s.properties && typeof s.properties === 'object') {
    const keys = Object.keys(s.properties).length;
    if (keys > limits.maxKeys) out.push(`${where}: objects with ${keys} keys, the limit is ${limits.maxKeys}`);
  }
  for (const [k, v] of Object.entries(s)) overLimits(v, limits, `${where}/${k}`, out);
}

describe('IPC payload limits against the request schemas', () => {
  it('no channel accepts in its schema what its size limits refuse, and every string and array is bounded', () => {
    const problems: string[] = [];
    for (const c of CHANNEL_NAMES) {
      const schema = z.toJSONSchema(CHANNELS[c].request, { io: 'input', unrepresentable: 'any' });
      overLimits(schema, payloadLimitsFor(c), c, problems);
    }
    expect(problems).toEqual([]);
  });

  it('the check itself finds a schema over the limits (a page report judged by the default limits)', () => {
    const problems: string[] = [];
    overLimits(z.toJSONSchema(CHANNELS['app:report'].request, { io: 'input' }), payloadLimitsFor('game:new'), 'app:report', problems);
    expect(problems.some((p) => p.includes('up to 4000 characters'))).toBe(true);
    overLimits(z.toJSONSchema(z.object({ list: z.array(z.string().max(10)) })), payloadLimitsFor('game:new'), 'made up', problems);
    expect(problems).toContain('made up/properties/list: an array without a length bound');
  });
});

describe('pushes checked before they are sent', () => {
  it('a push within the contract passes; one outside it is named with the place it breaks', () => {
    expect(pushProblem('menu:command', { command: 'save-as' })).toBeNull();
    expect(pushProblem('menu:command', { command: 'format-disk' })).toMatch(/^command: /);
    expect(pushProblem('saves:autosave', null)).toMatch(/^\(payload\): /);
  });
});
