import { COURSE_MESSAGES, type CourseDetail } from '@esdc/core/course';
import { SHOP_MESSAGES } from '@esdc/core/shop';
import { paths } from '@esdc/core/routes';
import { Award, BookOpenCheck, CircleCheck, Hourglass, LogIn, PlayCircle } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { useConfirm } from '../../../components/confirm-dialog';
import { useSession } from '../../../lib/session';
import { ApiError } from '../../../lib/api-client';
import { useCommerce } from '../../../lib/commerce';
import { formatNumber } from '../../../lib/format';
import { notify, notifyOutcome } from '../../../lib/toast';
import { useEnrollInCourse, useLeaveCourse } from '../api/course-actions';
import { invalidateCourses } from '../api/course-keys';
import { coursePriceLabel } from '../lib/course-display';

/** 'Order #12 placed — awaiting payment' (a paid course's enrollment waits for its order). */
function orderPlacedText(orderId: number): string {
  return `Order #${orderId} placed — awaiting payment`;
}

/** The learner's progress: a labelled bar with 'N of M lessons' and the percent. */
function CourseProgressBar({ completed, total, percent }: { completed: number; total: number; percent: number }) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold" id="course-progress-label">
          Your progress
        </span>
        <span className="font-mono text-muted">
          {formatNumber(completed)} of {formatNumber(total)} lessons · {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="course-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% (${completed} of ${total} lessons)`}
        className="h-2.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * The enrollment panel of a course page (SPEC §2 Course detail: price FREE or ₹, Enroll Now): a
 * visitor's Enroll Now goes to /login and back; a member's enrolls in a free course at once (the button then becomes
 * 'Continue Learning' to the next lesson) or, once confirmed as checkout is ('Proceed with checkout? Total: ₹…'; SPEC §8
 * Checkout), places the order of a paid one ('Order #n placed — awaiting payment', linking to My Shop's orders while the shop is on); Cancel
 * changes nothing. Enrolled learners see their progress and, once earned, their certificate.
 */
export function CourseEnrollPanel({ course }: { course: CourseDetail }) {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const enroll = useEnrollInCourse();
  const leave = useLeaveCourse();
  const commerce = useCommerce();
  const { user } = useSession();
  const v = course.viewer;
  const firstLesson = course.modules.flatMap((m) => m.lessons)[0]?.id ?? null;
  const nextLesson = v.next_lesson_id ?? firstLesson;

  const enrollNow = () => {
    enroll.mutate(course.id, {
      onSuccess: ({ result, message }) =>
        void notify(message ?? (result.status === 'enrolled' ? COURSE_MESSAGES.enrolled : COURSE_MESSAGES.paymentPending), 'success'),
      onError: (error) => {
        // Enrolled meanwhile (another tab): the page, refreshed, shows Continue Learning.
        if (error instanceof ApiError && error.code === 'ALREADY_ENROLLED') {
          void invalidateCourses(client);
          return;
        }
        void notify(error.message || 'Failed to enroll. Please try again.', 'error');
      },
    });
  };

  const confirmOrder = useConfirm<true>(() => ({
    title: `Enroll in ${course.title}?`,
    message: SHOP_MESSAGES.confirmCheckout(coursePriceLabel(course.price_paise)),
    confirmLabel: 'Place order',
    onConfirm: enrollNow,
  }));
  const confirmLeave = useConfirm<true>(() => ({
    title: `Leave ${course.title}?`,
    message: 'You can enroll again at any time; your completed lessons are kept.',
    confirmLabel: 'Leave course',
    onConfirm: () => leave.mutate(course.id, notifyOutcome(COURSE_MESSAGES.left, 'Failed to leave the course')),
  }));

  const onEnroll = () => {
    // The session decides, not the page's data: a server-rendered page carries a visitor's view until the member's is
    // fetched, and a click made before then (replayed once the page hydrated) is the member's.
    if (!user) {
      void navigate(paths.login, { state: { from: location.pathname } });
      return;
    }
    // A paid course places an order: confirm it first, as checkout does.
    if (course.is_free) enrollNow();
    else confirmOrder.ask(true);
  };

  let action;
  if (v.enrollment === 'enrolled') {
    action =
      nextLesson === null ? (
        <p className="inline-flex items-center gap-2 font-semibold text-success">
          <CircleCheck className="size-5" aria-hidden="true" />
          You are enrolled
        </p>
      ) : (
        <Link to={paths.courseLesson(course.id, nextLesson)} className={`${buttonClass('primary')} w-full`}>
          <PlayCircle className="size-5" aria-hidden="true" />
          {COURSE_MESSAGES.continueLearning}
        </Link>
      );
  } else if (v.enrollment === 'pending_payment' && v.pending_order_id !== null) {
    action = (
      <div role="status" className="flex flex-col gap-2 rounded-xl border border-warning/40 bg-warning-soft p-4 text-sm">
        <p className="inline-flex items-center gap-2 font-semibold text-fg">
          <Hourglass className="size-4 shrink-0 text-warning" aria-hidden="true" />
          {orderPlacedText(v.pending_order_id)}
        </p>
        <p className="text-fg">The course opens as soon as the club confirms the payment.</p>
        {commerce.orders ? (
          <Link to={paths.shopOrders} className="self-start font-semibold text-accent-text underline-offset-2 hover:underline">
            View your orders
          </Link>
        ) : null}
      </div>
    );
  } else {
    action = (
      <Button onClick={onEnroll} disabled={enroll.isPending} className="w-full">
        {v.signed_in ? <BookOpenCheck className="size-5" aria-hidden="true" /> : <LogIn className="size-5" aria-hidden="true" />}
        {enroll.isPending ? 'Enrolling...' : COURSE_MESSAGES.enrollNow}
      </Button>
    );
  }

  return (
    <div className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className={`font-mono text-3xl font-extrabold ${course.is_free ? 'text-success' : ''}`}>
          <span className="sr-only">Price: </span>
          {coursePriceLabel(course.price_paise)}
        </p>
        {course.is_free ? null : <p className="text-sm text-muted">One-time payment, lifetime access</p>}
      </div>
      {action}
      {v.enrollment !== 'none' || v.signed_in ? null : <p className="text-sm text-muted">Sign in to enroll and track your progress.</p>}
      {v.enrollment === 'enrolled' && v.progress ? (
        <CourseProgressBar completed={v.progress.completed_lessons} total={v.progress.total_lessons} percent={v.progress.percent} />
      ) : null}
      {v.enrollment === 'enrolled' && course.is_free ? (
        <Button variant="ghost" size="sm" className="self-center text-muted" onClick={() => confirmLeave.ask(true)} disabled={leave.isPending}>
          Leave course
        </Button>
      ) : null}
      {confirmOrder.dialog}
      {confirmLeave.dialog}
      {v.certificate_code ? (
        <Link to={paths.certificate(v.certificate_code)} className={`${buttonClass('secondary')} w-full`}>
          <Award className="size-5 text-warning" aria-hidden="true" />
          View your certificate
        </Link>
      ) : null}
    </div>
  );
}
