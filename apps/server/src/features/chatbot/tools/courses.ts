import { COURSE_MESSAGES } from '@esdc/core/course';
import { paths } from '@esdc/core/routes';
import { formatMoney } from '@esdc/core/shop';
import { sql } from 'kysely';
import { isEnrolled, visibleCourseRows } from '../../courses/public.ts';
import { completedLessonIds, orderedLessons } from '../../learning/public.ts';
import { searchKindIds } from './site-search.ts';
import { fact, type Fact, type ToolAnswer, type ToolContext } from './tool-types.ts';

/*
 * Courses in the assistant's answers (SPEC §2 Courses): a course's level and price (paise, '₹' as the catalogue
 * shows it, 'FREE' at 0) for courses the asker may see (the courses feature's visibility condition), and for an
 * enrolled asker the next lesson to read.
 */

/** Courses listed at most in one answer. */
const COURSES_MAX = 5;

interface CourseLine {
  id: number;
  title: string;
  level: string;
  price_paise: number;
}

/** The asker's next lesson of a course they are enrolled in (the first in course order not completed), or null. */
async function nextLessonFact(tc: ToolContext, course: CourseLine): Promise<Fact | null> {
  if (!tc.viewer || !(await isEnrolled(tc.database.db, course.id, tc.viewer.id))) return null;
  const lessons = await orderedLessons(tc.database.db, course.id);
  const done = await completedLessonIds(tc.database.db, course.id, tc.viewer.id);
  const next = lessons.find((l) => !done.has(l.id));
  if (!next) return fact(`You have completed every lesson of ${course.title}`, { title: course.title, path: paths.course(course.id), kind: 'course' });
  return fact(`Your next lesson in ${course.title}: ${next.title}`, { title: next.title, path: paths.courseLesson(course.id, next.id), kind: 'course' });
}

/**
 * 'Which courses are there?', 'What level is the RTOS course?', 'What is my next lesson?'.
 * @param subject words naming a course, or none for the catalogue's newest courses
 * @returns the courses (and the asker's next lesson where enrolled), or null when none matches
 */
export async function courseAnswer(tc: ToolContext, subject: readonly string[]): Promise<ToolAnswer | null> {
  const ids = subject.length > 0 ? await searchKindIds(tc, subject, 'courses') : undefined;
  if (ids && ids.length === 0) return null;
  let query = tc.database.db
    .selectFrom('courses')
    .select(['id', 'title', 'level', 'price_paise'])
    .where(sql<boolean>`${visibleCourseRows(tc.viewer)}`)
    // The assistant lists what the catalogue shows everyone: an unpublished course is never offered as a course to take.
    .where('published', '=', 1);
  if (ids) query = query.where('id', 'in', ids.slice(0, COURSES_MAX));
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(COURSES_MAX).execute();
  if (rows.length === 0) return null;
  if (ids) {
    const order = new Map(ids.map((id, i) => [id, i]));
    rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }
  const facts: Fact[] = [];
  for (const c of rows) {
    const price = c.price_paise === 0 ? COURSE_MESSAGES.free : formatMoney(c.price_paise, 'INR');
    facts.push(fact(`${c.title} — ${c.level}, ${price}`, { title: c.title, path: paths.course(c.id), kind: 'course' }));
    const next = await nextLessonFact(tc, c);
    if (next) facts.push(next);
  }
  return { intro: ids ? 'From the courses:' : 'Courses in the catalogue:', facts };
}
