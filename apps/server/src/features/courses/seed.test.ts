import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, migrateTestDatabase, type TestDatabase } from '../../test/harness.ts';
import { seed } from '../../seed/seed.ts';
import { SEED_COURSES } from './seed.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/* The demo courses (SPEC §2 Courses and course detail): loaded once with the demo content, with consistent counts. */

const NOW = new Date('2026-03-01T10:00:00.000Z');
const open: TestDatabase[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.dispose();
});

describe('seedDemoCourses', () => {
  it('loads the eight courses once, two with full lessons and exams, with counts matching the rows', async () => {
    const testDb = await createTestDatabase();
    open.push(testDb);
    const { db } = testDb.database;
    await migrateTestDatabase(testDb.database);
    const dataDir = mkdtempSync(join(tmpdir(), 'seed-courses-'));
    await seed(db, { demo: true, adminPassword: 'boss-pass-123', dataDir, now: NOW });
    await seed(db, { demo: true, adminPassword: 'boss-pass-123', dataDir, now: NOW });
    const courses = await db.selectFrom('courses').selectAll().orderBy('id').execute();
    expect(courses.map((c) => c.title)).toEqual(SEED_COURSES.map((c) => c.title));
    expect(new Set(courses.map((c) => c.level))).toEqual(new Set(['Beginner', 'Intermediate', 'Advanced']));
    expect(courses.some((c) => c.price_paise === 0) && courses.some((c) => c.price_paise > 0)).toBe(true);
    const arduino = courses.find((c) => c.title === 'Arduino Fundamentals')!;
    expect(arduino.price_paise).toBe(0);
    expect(arduino.instructor_id).not.toBeNull();
    for (const c of courses) {
      const count = async (table: 'course_enrollments' | 'course_likes' | 'course_reviews') =>
        (await db.selectFrom(table).select('course_id').where('course_id', '=', c.id).execute()).length;
      expect(c.enrolled_count, c.title).toBe(await count('course_enrollments'));
      expect(c.likes, c.title).toBe(await count('course_likes'));
      expect(c.review_count, c.title).toBe(await count('course_reviews'));
      const modules = await db.selectFrom('course_modules').select('id').where('course_id', '=', c.id).execute();
      expect(modules.length, c.title).toBeGreaterThanOrEqual(3);
    }
    const withExams = await db.selectFrom('course_exams').select('course_id').where('kind', '=', 'exam').execute();
    expect(new Set(withExams.map((e) => e.course_id)).size).toBe(2);
    const html = await db.selectFrom('course_lessons').select('content_html').where('course_id', '=', arduino.id).execute();
    expect(html.every((l) => l.content_html.includes('<pre'))).toBe(true);
  });
});
