import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Entries, inputArbitrary, mustRefuse, RawJson, textMustRefuse, toJsonText } from './hostile-inputs.ts';
import type { JsonSchema, Operation } from './openapi-operations.ts';

const id: JsonSchema = { type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: Number.MAX_SAFE_INTEGER };
const name: JsonSchema = { type: 'string', minLength: 3, maxLength: 80 };
const bio: JsonSchema = { type: 'string', maxLength: 500, nullable: true };

describe('hostile inputs', () => {
  it('writes `__proto__` as an own key and big numbers verbatim', () => {
    const text = toJsonText(
      new Entries([
        ['__proto__', new Entries([['role', 'admin']])],
        ['n', new RawJson('9007199254740993')],
      ]),
    );
    expect(text).toBe('{"__proto__":{"role":"admin"},"n":9007199254740993}');
    expect(Object.keys(JSON.parse(text) as object)).toContain('__proto__');
  });

  it('judges ids: plain decimal within 32 bits passes; anything else must be refused', () => {
    expect(textMustRefuse('12', id, true)).toBe(false);
    expect(textMustRefuse('2147483647', id, true)).toBe(false);
    for (const bad of ['2147483648', '0x10', '1e3', ' 1', '1 ', '+1', '0', '-1', '1.5', '\u0661', '1\u0000']) {
      expect(textMustRefuse(bad, id, true), bad).toBe(true);
    }
    expect(textMustRefuse(undefined, id, true)).toBe(true);
  });

  it('judges text: NUL, control characters, invisible-only required text and over-long text must be refused', () => {
    expect(mustRefuse('Ada Lovelace', name, true)).toBe(false);
    expect(mustRefuse('Ada\u0000', name, true)).toBe(true);
    expect(mustRefuse('a\u0001b', bio, false)).toBe(true);
    expect(mustRefuse('\u200B\u2060\uFEFF', name, true)).toBe(true);
    expect(mustRefuse('\u200B', bio, false)).toBe(false);
    expect(mustRefuse('x'.repeat(81), name, true)).toBe(true);
    expect(mustRefuse(12, name, true)).toBe(true);
    expect(mustRefuse(null, bio, false)).toBe(false);
    expect(mustRefuse('pass\u0000word', { type: 'string', minLength: 6, maxLength: 256 }, true, 'password')).toBe(false);
  });

  it('matches enums loosely and refuses unknown members', () => {
    const status: JsonSchema = { type: 'string', enum: ['draft', 'in_progress'] };
    expect(mustRefuse('In-Progress', status, false)).toBe(false);
    expect(mustRefuse('__proto__', status, false)).toBe(true);
  });

  it('generates the same cases for the same seed, each with a hostile part', () => {
    const op: Operation = {
      method: 'PUT',
      path: '/api/users/{id}',
      route: '/api/users/:id',
      pathParams: [{ name: 'id', required: true, schema: id }],
      queryParams: [],
      body: { type: 'object', properties: { name, bio } },
    };
    const arb = inputArbitrary(op, { userId: 2, username: 'arjun' });
    const a = fc.sample(arb, { seed: 7, numRuns: 30 });
    const b = fc.sample(arb, { seed: 7, numRuns: 30 });
    expect(a.map((c) => c.kinds)).toEqual(b.map((c) => c.kinds));
    expect(a.every((c) => c.kinds.length > 0)).toBe(true);
  });
});
