import type { CourseSummary } from '@esdc/core/course';
import { CardGridSkeleton, SkeletonBlocks } from '../../../components/skeleton';
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
    <CardGridSkeleton
      status="Loading courses..."
      count={count}
      media="aspect-[16/9]"
      lines={['h-3 w-20 rounded', 'h-5 w-3/4 rounded', 'h-4 w-1/2 rounded', 'h-4 w-2/3 rounded']}
    >
      <SkeletonBlocks className="flex items-center justify-between pt-2" blocks={['h-6 w-16 rounded', 'h-9 w-28 rounded-full']} />
    </CardGridSkeleton>
  );
}
