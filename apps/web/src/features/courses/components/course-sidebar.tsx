import { COURSE_MESSAGES, type CourseDetail } from '@esdc/core/course';
import { Check, Eye, MessageSquare, Tag, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { CourseLikeButton } from './course-like-button';
import { LevelBadge } from './level-badge';
import { ResourcesButton } from './resources-dialog';

/** One figure of the course at a glance: its icon and label over the number. */
function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number }) {
  return (
    <div className="rounded-xl bg-surface-2 px-2 py-3">
      <dt className="flex items-center justify-center gap-1 text-xs text-muted">
        <Icon className="size-3.5" aria-hidden="true" />
        {label}
      </dt>
      <dd className="font-mono text-lg font-bold">{formatNumber(value)}</dd>
    </div>
  );
}

/**
 * The sidebar of a course page (SPEC §2 Course detail: level badge, views, likes, comments, category, 'You'll
 * Learn' list, Resources button): the like button counts likes; the category links to the catalogue filtered by it.
 * @param listPath the catalogue the reader came through (/lms or /courses)
 */
export function CourseSidebar({ course, listPath }: { course: CourseDetail; listPath: string }) {
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="course-at-a-glance"
        className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]"
      >
        <h2 id="course-at-a-glance" className="sr-only">
          At a glance
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <LevelBadge level={course.level} className="px-3 py-1 text-sm" />
          <CourseLikeButton course={course} />
        </div>
        <dl className="grid grid-cols-2 gap-2 text-center">
          <Stat icon={Eye} label="Views" value={course.views} />
          <Stat icon={MessageSquare} label="Comments" value={course.comments} />
        </dl>
        <p className="flex items-center gap-2 text-sm">
          <Tag className="size-4 text-muted" aria-hidden="true" />
          <span className="text-muted">Category</span>
          <Link to={`${listPath}?category=${encodeURIComponent(course.category)}`} className="font-semibold text-accent-text hover:underline">
            {course.category}
          </Link>
        </p>
        <ResourcesButton resources={course.resources} courseTitle={course.title} />
      </section>
      <section aria-labelledby="course-outcomes" className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
        <h2 id="course-outcomes" className="mb-3 text-lg font-bold">
          {COURSE_MESSAGES.youllLearn}
        </h2>
        {course.outcomes.length === 0 ? (
          <p className="text-sm text-muted">The instructor has not listed the outcomes yet.</p>
        ) : (
          <ul className="flex flex-col gap-2.5">
            {course.outcomes.map((outcome) => (
              <li key={outcome} className="flex items-start gap-2.5 text-sm">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                <span className="break-words">{outcome}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
