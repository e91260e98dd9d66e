import { LRUCache } from 'lru-cache';
import { ResponseCache } from '../../platform/response-cache.ts';
import type { Database } from '../../db/client.ts';
import type { TableWrite } from '../../db/write-observer.ts';
import { loadCoursePageBase, type CoursePageBase, type CourseRow } from './course-reads.ts';

/*
 * In-process cache of the part of a course page that is the same for every viewer (summary, outline, exams, newest
 * reviews) and of catalogue pages as visitors see them, the mechanism of the product and project caches (docs/architecture.md Caching): dropped on every committed
 * write that can change it and at every 10 s boundary (other instances' writes show within 10 s). The viewer's part
 * (enrollment, progress, attempts, like) is always read fresh; the view counter comes from the current row.
 */

/** How long an entry stays fresh without a write here, in ms. */
const TTL_MS = 10_000;

/** What the shared part of a course page shows, by table: `null` for every column, else the columns that matter. */
const COURSE_PAGE_SOURCES: ReadonlyMap<string, ReadonlySet<string> | null> = new Map(
  Object.entries({
    courses: null,
    course_modules: null,
    course_lessons: null,
    course_exams: null,
    course_questions: null,
    course_reviews: null,
    images: null,
    users: new Set(['name', 'username', 'avatar_url', 'github_username', 'deleted_at']),
  }),
);
/** `courses` columns whose change alone does not drop the cache (the page takes them from the row it reads anyway). */
const FRESH_COURSE_COLUMNS = new Set(['views']);

/**
 * Whether a committed write can change the shared part of a course page.
 * @param write one table write reported by the database's write observer
 */
export function changesCoursePages(write: TableWrite): boolean {
  const shown = COURSE_PAGE_SOURCES.get(write.table);
  if (shown === undefined) return false;
  if (write.columns === null) return true;
  const columns = [...write.columns];
  if (write.table === 'courses') return columns.some((c) => !FRESH_COURSE_COLUMNS.has(c));
  return shown === null || columns.some((c) => shown.has(c));
}

/**
 * A course page cache that follows the database's writes.
 * @returns `pageBase(row)` (the cached or freshly read shared part), the cache of visitors' catalogue pages, and a
 *   function that stops following
 */
export function createCoursePageCache(database: Database): {
  pageBase: (row: CourseRow) => Promise<CoursePageBase>;
  lists: ResponseCache;
  stop: () => void;
} {
  /** Catalogue pages as visitors see them (JSON bodies with ETags), dropped on the same writes. */
  const lists = new ResponseCache(TTL_MS, 500);
  const entries = new LRUCache<number, { generation: number; slot: number; base: Promise<CoursePageBase> }>({ max: 500 });
  let generation = 0;
  const stop = database.writes.subscribe((list) => {
    if (list.some(changesCoursePages)) {
      generation += 1;
      entries.clear();
      lists.invalidate();
    }
  });
  const pageBase = (row: CourseRow): Promise<CoursePageBase> => {
    const slot = Math.floor(Date.now() / TTL_MS);
    const entry = entries.get(row.id);
    if (entry && entry.generation === generation && entry.slot === slot) return entry.base;
    const startedAt = generation;
    const base = loadCoursePageBase(database.db, row);
    // A read that started before a write is stored under the old generation: never served.
    entries.set(row.id, { generation: startedAt, slot, base });
    base.catch(() => entries.delete(row.id));
    return base;
  };
  return { pageBase, lists, stop };
}
