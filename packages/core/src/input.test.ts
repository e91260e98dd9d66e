import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bodyIdSchema,
  canonicalText,
  hasControlCharacters,
  idSchema,
  INT32_MAX,
  pageQueryShape,
  queryWholeNumberSchema,
  sortQuerySchema,
  textSchema,
  wholeNumberSchema,
} from './input.ts';
import { nameSchema } from './user.ts';
import { parseMessages as issues } from './parse-issues.ts';

describe('canonicalText', () => {
  it('normalises to NFC, strips invisible format characters and trims', () => {
    expect(canonicalText('  Cafe\u0301  ')).toBe('Café');
    expect(canonicalText('\u200B\u2060\uFEFFAda\u00AD\u200E')).toBe('Ada');
    expect(canonicalText('\u200B\u200B\u200B')).toBe('');
  });

  it('keeps zero-width joiners inside text (emoji sequences, some scripts) but not at its ends', () => {
    expect(canonicalText('\u200D👩\u200D💻\u200D')).toBe('👩\u200D💻');
  });
});

describe('hasControlCharacters', () => {
  it('finds NUL and other controls but allows tab and newlines', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\u0007b')).toBe(true);
    expect(hasControlCharacters('a\u009Fb')).toBe(true);
    expect(hasControlCharacters('line one\n\tline two\r\n')).toBe(false);
  });
});

describe('textSchema', () => {
  const title = textSchema({ label: 'Title', min: 5, max: 10, requiredMessage: 'Title is required' });

  it('measures the canonical form, one message per failure', () => {
    expect(issues(title, '\u200B\u200B\u200B\u200B\u200Bab')).toEqual(['Title must be at least 5 characters long']);
    expect(issues(title, '\u200B\u200B\u200B\u200B\u200B')).toEqual(['Title is required']);
    expect(issues(title, 'x'.repeat(11))).toEqual(['Title must be at most 10 characters long']);
    expect(title.parse('  Hello\u200B  ')).toBe('Hello');
  });

  it('refuses NUL with its own message and the wrong type with a message naming the field', () => {
    expect(issues(title, 'Hel\u0000lo')).toEqual(['Title contains invalid characters']);
    expect(issues(title, 42)).toEqual(['Title must be text']);
    expect(issues(title, ['a'])).toEqual(['Title must be text']);
    expect(issues(title, undefined)).toEqual(['Title is required']);
  });

  it('refuses line breaks and tabs in a single-line field (titles, names) and keeps them in other text', () => {
    const line = textSchema({ label: 'Title', max: 40, singleLine: true });
    for (const value of ['Evil\r\nX-INJECTED:1', 'Evil\nline', 'Evil\rline', 'Tab\there', 'Sep\u2028arated', 'Para\u2029graph']) {
      expect(issues(line, value)).toEqual(['Title cannot contain line breaks or tabs']);
    }
    expect(issues(line, 'Evil\u0085line')).toEqual(['Title contains invalid characters']);
    expect(line.parse('  One line  ')).toBe('One line');
    expect(textSchema({ label: 'Description', max: 40 }).parse('line one\nline two')).toBe('line one\nline two');
  });

  it('gives names made only of invisible characters no way past the minimum (SPEC §9)', () => {
    expect(issues(nameSchema, '\u200B\u200C\u200D\u2060\uFEFF')).toEqual(['Name is required']);
    expect(issues(nameSchema, ['a'])).toEqual(['Name must be text']);
  });
});

describe('wholeNumberSchema (a JSON body)', () => {
  const n = wholeNumberSchema({ message: 'Invalid amount', min: 0, max: 100 });

  it('accepts JSON numbers only', () => {
    expect(n.parse(7)).toBe(7);
    expect(n.parse(0)).toBe(0);
  });

  it.each([true, false, '2', '42', '0x10', '1e3', ' 1', '1.5', 1.5, '', '-1', -1, 101, null, [], {}])('refuses %j', (input) => {
    expect(issues(n, input)).toEqual(['Invalid amount']);
  });
});

describe('queryWholeNumberSchema (a query string)', () => {
  const n = queryWholeNumberSchema({ message: 'Invalid amount', min: 0, max: 100 });

  it('accepts numbers and plain decimal digits', () => {
    expect(n.parse(7)).toBe(7);
    expect(n.parse('42')).toBe(42);
    expect(n.parse('007')).toBe(7);
  });

  it.each([true, false, '0x10', '1e3', ' 1', '1.5', 1.5, '', '-1', -1, '101', null, [], {}])('refuses %j', (input) => {
    expect(issues(n, input)).toEqual(['Invalid amount']);
  });
});

describe('bodyIdSchema', () => {
  const id = bodyIdSchema('product');

  it('takes a JSON number and refuses the same id as text', () => {
    expect(id.parse(12)).toBe(12);
    expect(issues(id, '12')).toEqual(['Invalid product id']);
    expect(issues(id, INT32_MAX + 1)).toEqual(['Product not found']);
  });
});

describe('idSchema', () => {
  const id = idSchema('project');

  it('parses plain decimal ids', () => {
    expect(id.parse('12')).toBe(12);
    expect(id.parse(String(INT32_MAX))).toBe(INT32_MAX);
  });

  it.each(['0x10', '1e3', '-1', '0', '1.0', 'abc', ' 1', 'true'])("refuses %j with 'Invalid project id'", (input) => {
    expect(issues(id, input)).toEqual(['Invalid project id']);
  });

  it('answers not found (status 404) for ids beyond the column range', () => {
    for (const input of [String(INT32_MAX + 1), '9007199254740993', '9'.repeat(30)]) {
      const result = id.safeParse(input);
      expect(result.success).toBe(false);
      const issue = result.error!.issues[0]!;
      expect(issue.message).toBe('Project not found');
      expect((issue as { params?: unknown }).params).toEqual({ status: 404 });
    }
  });
});

describe('pageQueryShape', () => {
  const q = z.object(pageQueryShape({ defaultLimit: 20, maxLimit: 50 }));

  it('defaults and bounds limit and offset', () => {
    expect(q.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(q.parse({ limit: '5', offset: '10' })).toEqual({ limit: 5, offset: 10 });
    expect(issues(q, { limit: '51' })).toEqual(['Invalid limit']);
    expect(issues(q, { offset: '1e3' })).toEqual(['Invalid offset']);
    expect(issues(q, { offset: String(INT32_MAX + 1) })).toEqual(['Invalid offset']);
  });
});

describe('sortQuerySchema', () => {
  const q = z.object({ sort: sortQuerySchema(['name', 'points', 'recent'] as const, 'points') });

  it('takes one of the offered orders, defaults when absent, and refuses anything else with one message', () => {
    expect(q.parse({})).toEqual({ sort: 'points' });
    expect(q.parse({ sort: 'recent' })).toEqual({ sort: 'recent' });
    expect(issues(q, { sort: 'Name' })).toEqual(['Invalid sort']);
    expect(issues(q, { sort: '' })).toEqual(['Invalid sort']);
    expect(issues(q, { sort: ['name'] })).toEqual(['Invalid sort']);
  });

  it('types the parsed order as the union of the offered ones', () => {
    const sort: 'name' | 'points' | 'recent' = q.parse({ sort: 'name' }).sort;
    expect(sort).toBe('name');
  });
});
