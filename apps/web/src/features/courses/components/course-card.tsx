import { COURSE_MESSAGES, type CourseSummary } from '@esdc/core/course';
import { BookOpen, Clock, Users } from 'lucide-react';
import { useLocation } from 'react-router';
import { Badge } from '../../../components/badge';
import { CardLink, ListCard } from '../../../components/list-card';
import { formatCount } from '../../../lib/format';
import { coursePathFrom, coursePriceLabel } from '../lib/course-display';
import { CourseImage } from './course-image';
import { RatingStars } from '../../../components/rating-stars';
import { LevelBadge } from './level-badge';

/**
 * A course card of /lms (SPEC §2 Courses): image with the level badge, category, title, instructor, duration,
 * lessons, enrolled learners, rating stars, price ('FREE' or ₹) and 'View Course' (a link stretched over the card).
 * An unpublished course (shown to those who may edit it) says 'Draft'.
 * @param eager load the image at once (cards in the first screen)
 */
export function CourseCard({ course, eager = false }: { course: CourseSummary; eager?: boolean }) {
  const location = useLocation();
  const c = course;
  return (
    <ListCard
      gap="gap-2.5"
      media={
        <>
          <CourseImage src={c.image} eager={eager} className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]" />
          <div className="absolute left-3 top-3 flex flex-wrap gap-1.5">
            <LevelBadge level={c.level} className="shadow-[var(--shadow-card)]" />
            {c.published ? null : (
              <Badge tone="neutral" className="shadow-[var(--shadow-card)]">
                Draft
              </Badge>
            )}
          </div>
        </>
      }
    >
      <p className="font-mono text-xs uppercase tracking-widest text-accent-text">{c.category}</p>
      <h3 className="text-lg font-bold leading-snug group-hover:text-accent-text">{c.title}</h3>
      <p className="text-sm text-muted">
        by <span className="font-semibold text-fg">{c.instructor?.name ?? 'ESDC instructors'}</span>
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted">
        <li className="inline-flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden="true" />
          {c.duration}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <BookOpen className="size-4" aria-hidden="true" />
          {formatCount(c.lessons, 'lesson')}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Users className="size-4" aria-hidden="true" />
          {formatCount(c.enrolled, 'learner')} enrolled
        </li>
      </ul>
      <RatingStars rating={c.rating} reviews={c.review_count} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <span className={`font-mono text-xl font-bold ${c.is_free ? 'text-success' : ''}`}>{coursePriceLabel(c.price_paise)}</span>
        <CardLink
          to={coursePathFrom(c.id, location.pathname)}
          className="inline-flex h-9 items-center rounded-full bg-accent px-4 text-sm font-semibold text-accent-fg transition hover:brightness-95"
        >
          {COURSE_MESSAGES.viewCourse}
          <span className="sr-only">: {c.title}</span>
        </CardLink>
      </div>
    </ListCard>
  );
}
