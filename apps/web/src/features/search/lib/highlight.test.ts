import { describe, expect, it } from 'vitest';
import { snippetParts, termRanges } from './highlight';

describe('snippetParts', () => {
  it('splits the text into plain and marked runs', () => {
    expect(snippetParts('Timers and DMA on STM32', [[11, 14]])).toEqual([
      { text: 'Timers and ', marked: false },
      { text: 'DMA', marked: true },
      { text: ' on STM32', marked: false },
    ]);
    expect(snippetParts('DMA', [[0, 3]])).toEqual([{ text: 'DMA', marked: true }]);
    expect(snippetParts('No match here', [])).toEqual([{ text: 'No match here', marked: false }]);
    expect(snippetParts('', [[0, 2]])).toEqual([]);
  });

  it('sorts, clamps and merges untidy ranges, and drops empty ones', () => {
    expect(
      snippetParts('abcdefghij', [
        [6, 8],
        [0, 2],
        [1, 3],
        [3, 4],
        [5, 5],
        [9, 40],
        [-3, -1],
      ]),
    ).toEqual([
      { text: 'abcd', marked: true },
      { text: 'ef', marked: false },
      { text: 'gh', marked: true },
      { text: 'i', marked: false },
      { text: 'j', marked: true },
    ]);
  });

  it('keeps markup as text (the page renders it, never parses it)', () => {
    const parts = snippetParts('<b>bold</b> claim', [[3, 7]]);
    expect(parts.map((p) => p.text).join('')).toBe('<b>bold</b> claim');
    expect(parts[1]).toEqual({ text: 'bold', marked: true });
  });
});

describe('termRanges', () => {
  it('finds each term where it starts a word, whatever the case', () => {
    expect(termRanges('Debouncing buttons the right way', ['debounc', 'way'])).toEqual([
      [0, 7],
      [29, 32],
    ]);
    expect(termRanges('Called LED strips', ['led'])).toEqual([[7, 10]]);
    expect(termRanges('Wi-Fi (2.4 GHz)', ['fi', '4'])).toEqual([
      [3, 5],
      [9, 10],
    ]);
    expect(termRanges('Nothing here', [])).toEqual([]);
  });
});
