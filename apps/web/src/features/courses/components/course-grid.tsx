import type { CourseSummary } from '@esdc/core/course';
import { Skeleton } from '../../../components/skeleton';
import { CourseCard } from './course-card';

/** The grid of course cards: one column on phones, two from 640 px, three from 1024 px. */
const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** Course cards in a grid; the first row's images load at once. */
export function CourseGrid({ courses }: { courses: readonly CourseSummary[] }) {
  return (
    <ul className={GRID}>
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard course={course} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while a page of courses loads (shaped like the cards, hidden from assistive technology). */
export function CourseGridSkeleton({ count }: { count: number }) {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading courses...
      </p>
      <ul className={GRID} aria-hidden="true" data-testid="courses-skeleton">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface">
            <Skeleton className="aspect-[16/9] w-full" />
            <div className="flex flex-col gap-3 p-5">
              <Skeleton className="h-3 w-20 rounded" />
              <Skeleton className="h-5 w-3/4 rounded" />
              <Skeleton className="h-4 w-1/2 rounded" />
              <Skeleton className="h-4 w-2/3 rounded" />
              <div className="flex items-center justify-between pt-2">
                <Skeleton className="h-6 w-16 rounded" />
                <Skeleton className="h-9 w-28 rounded-full" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
