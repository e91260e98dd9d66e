import type { AuditEntry } from '@esdc/core/admin-user-schemas';
import { AUDIT_FIELD_LABELS } from '@esdc/core/audit-labels';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { createTestProduct } from '../../test/products.ts';
import { envelope, withTestApp } from '../../test/harness.ts';

/** A small valid `POST /api/courses` body. */
const courseBody = (title: string) => ({
  title,
  description: 'From a blinking LED to timers and interrupts, step by step.',
  duration: '4 weeks',
  level: 'Beginner',
  category: 'Arduino',
  price_paise: 95000,
  published: true,
  outcomes: ['Blink an LED'],
  resources: [],
  modules: [],
  exams: [],
});

/** A small valid `POST /api/blog/posts` body. */
const postBody = (title: string) => ({ title, content: 'Pull-ups first, then the address scan.', category: 'Tutorial', tags: ['I2C'] });

/** Every field name an entry records: its detail keys, the names in `fields`/`changed`, the keys of `changes`. */
function recordedFields(entry: AuditEntry): string[] {
  const d = entry.details;
  const names = Object.keys(d).filter((k) => !['fields', 'changed', 'changes'].includes(k));
  for (const list of [d.fields, d.changed]) if (Array.isArray(list)) names.push(...list.filter((f): f is string => typeof f === 'string'));
  if (d.changes && typeof d.changes === 'object') names.push(...Object.keys(d.changes));
  return names;
}

describe('GET /api/admin/audit-log target labels (SPEC §4 domain events)', () => {
  it('names every target by its current title, and a deleted one as gone', async () => {
    await withTestApp(async (f) => {
      const admin = await f.adminToken();
      const created = async (path: string, body: object) => {
        const res = await call(f, 'POST', path, admin, body);
        expect(res.statusCode, res.body).toBe(201);
        return envelope<{ id: number }>(res).data.id;
      };
      const course = await created('/api/courses', courseBody('Timers and interrupts'));
      expect((await call(f, 'PUT', `/api/courses/${course}`, admin, courseBody('Timers and interrupts, renamed'))).statusCode).toBe(200);
      const goneCourse = await created('/api/courses', courseBody('A course to delete'));
      expect((await call(f, 'DELETE', `/api/courses/${goneCourse}`, admin)).statusCode).toBe(200);
      const post = await created('/api/blog/posts', postBody('Reading an I2C bus'));
      expect((await call(f, 'PUT', `/api/blog/posts/${post}`, admin, { title: 'Reading an I2C bus, again' })).statusCode).toBe(200);
      const product = await createTestProduct(f, admin, { name: 'ESP32 board' });
      expect((await call(f, 'PUT', `/api/products/${product.id}`, admin, { price_cents: 950, stock: 3 })).statusCode).toBe(200);
      const goneProduct = await createTestProduct(f, admin, { name: 'A product to delete' });
      expect((await call(f, 'DELETE', `/api/products/${goneProduct.id}`, admin)).statusCode).toBe(200);

      const log = envelope<AuditEntry[]>(await call(f, 'GET', '/api/admin/audit-log?limit=100', admin)).data;
      const about = (type: string, id: number) =>
        log.filter((e) => e.target_type === type && e.target_id === id).map((e) => [e.action, e.target_name, e.target_exists]);
      expect(about('course', course)).toEqual([
        ['course.updated', 'Timers and interrupts, renamed', true],
        ['course.created', 'Timers and interrupts, renamed', true],
      ]);
      expect(about('course', goneCourse)).toEqual([
        ['course.deleted', null, false],
        ['course.created', null, false],
      ]);
      expect(about('blog_post', post)).toEqual([
        ['blog.updated', 'Reading an I2C bus, again', true],
        ['blog.created', 'Reading an I2C bus, again', true],
      ]);
      expect(about('product', product.id)).toEqual([
        ['product.updated', 'ESP32 board', true],
        ['product.created', 'ESP32 board', true],
      ]);
      expect(about('product', goneProduct.id)).toEqual([
        ['product.deleted', null, false],
        ['product.created', null, false],
      ]);

      // Every field these audited writes record has a human name in the one core map.
      const unlabelled = log.flatMap(recordedFields).filter((name) => !Object.hasOwn(AUDIT_FIELD_LABELS, name));
      expect(unlabelled).toEqual([]);
    });
  });
});
