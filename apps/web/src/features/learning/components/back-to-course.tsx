import { paths } from '@esdc/core/routes';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';

/**
 * The link back to the course page from a lesson or an exam (SPEC §2 Courses: lesson player, exams), named by the
 * course's title once it is known.
 * @param title the course's title; 'Back to the course' until it has loaded
 */
export function BackToCourse({ courseId, title }: { courseId: number; title?: string }) {
  return (
    <Link to={paths.course(courseId)} className={`${buttonClass('ghost', 'sm')} -ml-3 max-w-full self-start`}>
      <ArrowLeft className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">{title ?? 'Back to the course'}</span>
    </Link>
  );
}
