import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from './test/harness.ts';
import { insertTestProduct } from './test/shop.ts';

/*
 * Integers in a JSON body are JSON numbers (DESIGN API conventions: input is canonical): `"2"` is refused by every
 * integer field of every route's body, as a query string's digits are the only numbers written as text. The walk
 * covers every registered route, so a new body field cannot accept text by accident.
 */

type JsonNode = {
  $ref?: string;
  allOf?: JsonNode[];
  type?: string | string[];
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
};
type Segment = string | number;

/** Named schemas of the document (`#/components/schemas/…`), which `$ref`s point to. */
let components: Record<string, JsonNode> = {};

/** The paths of the integer fields of a JSON schema (array items as index 0; union branches each walked). */
function integerPaths(ref: JsonNode | undefined, at: Segment[] = []): Segment[][] {
  const node = ref?.$ref ? components[ref.$ref.replace('#/components/schemas/', '')] : ref;
  if (!node || at.length > 6) return [];
  const types = [node.type].flat();
  const own = types.includes('integer') ? [at] : [];
  const props = Object.entries(node.properties ?? {}).flatMap(([key, child]) => integerPaths(child, [...at, key]));
  const items = node.items ? integerPaths(node.items, [...at, 0]) : [];
  const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].flatMap((b) => integerPaths(b, at));
  return [...own, ...props, ...items, ...branches];
}

/** A value with `leaf` at `path` (objects and arrays built along the way). */
function valueAt(path: Segment[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [valueAt(rest, leaf)] : { [head!]: valueAt(rest, leaf) };
}

/** Path parameters that are not ids, with a value that exists. */
const PATH_VALUES: Record<string, string> = { game: 'snake' };

interface DocOperation {
  requestBody?: { content?: Record<string, { schema?: JsonNode }> };
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(async () => t?.close());

describe('integer fields of request bodies', () => {
  it('every integer field of every documented body refuses a number sent as text ("2") with 400 naming the field', async () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, DocOperation>>; components?: { schemas?: Record<string, JsonNode> } };
    components = doc.components?.schemas ?? {};
    const fields: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => PATH_VALUES[name] ?? '1');
        for (const at of new Map(integerPaths(schema).map((p) => [p.join('.'), p])).values()) {
          const key = at.join('.');
          const name = `${method.toUpperCase()} ${path} ${key}`;
          fields.push(name);
          const res = await t.inject({ method: method.toUpperCase() as 'POST', url, headers: t.authHeader(admin), payload: valueAt(at, '2') as object });
          expect(res.statusCode, name).toBe(400);
          // The field itself, or the list item or union holding it, is named.
          const named = (envelope(res).error?.details ?? []).map((d) => d.path).filter((p) => p !== '' && (p === key || key.startsWith(`${p}.`)));
          expect(named, name).not.toEqual([]);
        }
      }
    }
    // The walk reaches the fields of the issue (cart quantity, course price) and many more.
    expect(fields).toEqual(expect.arrayContaining(['POST /api/cart/items quantity', 'POST /api/courses price_paise']));
    expect(fields.length).toBeGreaterThan(30);
  });
});

describe('through the API', () => {
  it('POST /api/cart/items refuses quantity "2" (400) and adds nothing', async () => {
    const member = await t.register();
    const product = { id: await insertTestProduct(t.db, { name: 'Integer probe', stock: 10 }, t.clock.now()) };
    const before = await t.count('cart_items');
    const res = await t.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: t.authHeader(member.token),
      payload: { product_id: product.id, quantity: '2' },
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).error?.details).toEqual([{ path: 'quantity', message: 'Quantity must be a whole number between 1 and 99' }]);
    expect(await t.count('cart_items')).toBe(before);
    const ok = await t.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: t.authHeader(member.token),
      payload: { product_id: product.id, quantity: 2 },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('POST /api/courses refuses price_paise "1" (400) and creates nothing', async () => {
    const before = await t.count('courses');
    const payload = {
      title: 'Integer prices only',
      description: 'A course whose price must be sent as a JSON number.',
      duration: '1 week',
      level: 'Beginner',
      category: 'Arduino',
      modules: [{ title: 'Only module', lessons: [{ title: 'Only lesson', content_md: 'Hello' }] }],
    };
    const res = await t.inject({ method: 'POST', url: '/api/courses', headers: t.authHeader(admin), payload: { ...payload, price_paise: '1' } });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).error?.details?.map((d) => d.path)).toEqual(['price_paise']);
    expect(await t.count('courses')).toBe(before);
  });
});
