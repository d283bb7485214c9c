import { describe, expect, it } from 'vitest';
import { PageReportSchema } from '../../shared/ipc/contract';
import { reportOf } from './faultReports';

describe('a fault of the page, as reported to main', () => {
  it('keeps its message and its stack or place, within what the contract takes', () => {
    const e = new TypeError('x is undefined');
    const r = reportOf('vue', e, 'Vue: render function');
    expect(r.kind).toBe('vue');
    expect(r.message).toBe('TypeError: x is undefined');
    expect(r.where?.startsWith('Vue: render function\nTypeError: x is undefined')).toBe(true);
    expect(PageReportSchema.safeParse(r).success).toBe(true);
    // not an Error: its text, no place
    expect(reportOf('rejection', 'nope')).toEqual({ kind: 'rejection', message: 'nope' });
    // a huge one is cut to fit and still passes the contract
    const big = new Error('m'.repeat(5000));
    big.stack = 's'.repeat(9000);
    const cut = reportOf('error', big, 'app.js:1:2');
    expect(cut.message.length).toBe(2000);
    expect(cut.where!.length).toBe(4000);
    expect(PageReportSchema.safeParse(cut).success).toBe(true);
  });
});
