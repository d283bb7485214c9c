import { describe, expect, it } from 'vitest';
import { scrollEdges } from './scrollHint';

describe('scroll hint', () => {
  it('says whether more lies above and below the visible part, with a little slack for sub-pixel layouts', () => {
    // everything visible
    expect(scrollEdges({ scrollTop: 0, clientHeight: 200, scrollHeight: 200 })).toEqual({ above: false, below: false });
    expect(scrollEdges({ scrollTop: 0, clientHeight: 200, scrollHeight: 201.5 })).toEqual({ above: false, below: false });
    // at the top of a longer list
    expect(scrollEdges({ scrollTop: 0, clientHeight: 200, scrollHeight: 500 })).toEqual({ above: false, below: true });
    // in the middle
    expect(scrollEdges({ scrollTop: 120, clientHeight: 200, scrollHeight: 500 })).toEqual({ above: true, below: true });
    // at the end (and a hair short of it)
    expect(scrollEdges({ scrollTop: 300, clientHeight: 200, scrollHeight: 500 })).toEqual({ above: true, below: false });
    expect(scrollEdges({ scrollTop: 299, clientHeight: 200, scrollHeight: 500 })).toEqual({ above: true, below: false });
  });
});
