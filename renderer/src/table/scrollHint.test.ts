import { describe, expect, it } from 'vitest';
import { alignTallChoice, scrollEdges } from './scrollHint';

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

  it('a focused choice taller than its list is scrolled to show its top; one that fits is left to the browser', () => {
    const list = { top: 100, height: 120 };
    // 150 px tall, its top 34 px above the list's top edge: scroll up by 34
    expect(alignTallChoice(list, { top: 66, height: 150 })).toBe(-34);
    // its top below the list's top (the browser showed its end): scroll down to it
    expect(alignTallChoice(list, { top: 130, height: 150 })).toBe(30);
    // already from its top, or it fits the list: nothing to do
    expect(alignTallChoice(list, { top: 100.3, height: 150 })).toBe(0);
    expect(alignTallChoice(list, { top: 60, height: 110 })).toBe(0);
    // with faded edges of 20 px, 110 px no longer fit between them: shown from the top
    expect(alignTallChoice(list, { top: 60, height: 110 }, 20)).toBe(-40);
    expect(alignTallChoice(list, { top: 60, height: 80 }, 20)).toBe(0);
  });
});
