import { paths } from '@esdc/core/routes';
import { Award, GraduationCap, LogIn } from 'lucide-react';
import { Page } from '../../../components/page';
import { EmptyState, ErrorState } from '../../../components/states';
import { Skeleton } from '../../../components/skeleton';
import { useEnrollments } from '../../../lib/enrollments-api';
import { useSession } from '../../../lib/session';
import { useMyCertificates } from '../api/certificates';
import type { Enrollment } from '../api/learning-types';
import { useCourseOffers } from '../api/list-course-offers';
import { CertificateCard } from '../components/certificate-card';
import { CourseOfferCard } from '../components/course-offer-card';
import { ButtonLink } from '../../../components/button-link';

/** Placeholders for a grid of cards while it loads. */
function CardsSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only" role="status">
        {label}
      </span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-5">
          <Skeleton className="h-4 w-1/3 rounded" />
          <Skeleton className="h-5 w-3/4 rounded" />
          <Skeleton className="h-3 w-1/2 rounded" />
          <Skeleton className="h-9 w-32 rounded-full" />
        </div>
      ))}
    </div>
  );
}

/** The member's own certificates (signed in), or the way to sign in (signed out). */
function MyCertificates() {
  const session = useSession();
  const viewer = session.status === 'authenticated' ? (session.user?.id ?? null) : null;
  const certificates = useMyCertificates(viewer);
  if (viewer === null) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-8 text-center shadow-[var(--shadow-card)]">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <LogIn className="size-5" aria-hidden="true" />
        </span>
        <p className="text-lg font-semibold">Sign in to see your certificates</p>
        <p className="max-w-md text-muted">Your certificates, with their codes and PDFs, are kept with your account.</p>
        <ButtonLink to={paths.login} state={{ from: paths.certifications }}>
          Sign in
        </ButtonLink>
      </div>
    );
  }
  if (certificates.isPending) return <CardsSkeleton label="Loading your certificates..." />;
  if (certificates.isError) {
    return <ErrorState title="Could not load your certificates" message={certificates.error.message} onRetry={() => void certificates.refetch()} />;
  }
  if (certificates.data.items.length === 0) {
    return (
      <EmptyState
        icon={<Award className="size-10" />}
        title="No certificates yet"
        description="Complete every lesson of a course and pass its exam to earn your first certificate."
      />
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {certificates.data.items.map((c) => (
        <CertificateCard key={c.code} certificate={c} />
      ))}
    </div>
  );
}

/** The published courses, each with the member's progress when enrolled. */
function CertificatesOnOffer() {
  const session = useSession();
  const viewer = session.status === 'authenticated' ? (session.user?.id ?? null) : null;
  const offers = useCourseOffers();
  const enrollments = useEnrollments(viewer);
  if (offers.isPending) return <CardsSkeleton label="Loading courses..." />;
  if (offers.isError) return <ErrorState title="Could not load the courses" message={offers.error.message} onRetry={() => void offers.refetch()} />;
  const courses = offers.data.items.filter((c) => c.published !== false);
  if (courses.length === 0) {
    return <EmptyState icon={<GraduationCap className="size-10" />} title="No courses on offer yet" description="New courses are on their way." />;
  }
  const byCourse = new Map<number, Enrollment>((enrollments.data?.items ?? []).map((e) => [e.course.id, e]));
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <CourseOfferCard key={course.id} course={course} enrollment={byCourse.get(course.id)} />
      ))}
    </div>
  );
}

/**
 * /certifications (SPEC §2 Certifications): the member's certificates (course, level, issue date, code;
 * View, Download PDF, copy the verification link) and "Certificates on offer", the published courses with the
 * member's progress and 'Enroll Now' or 'Continue Learning'. Signed out: the courses on offer and a prompt to sign in.
 */
export default function CertificationsPage() {
  return (
    <Page
      title="Certifications"
      heading="Certifications"
      intro="Finish every lesson of a course and pass its exam to earn a certificate. Anyone can check a certificate by its code."
      actions={
        <ButtonLink to={paths.lms} variant="secondary" icon={GraduationCap}>
          Browse courses
        </ButtonLink>
      }
    >
      <div className="flex flex-col gap-10">
        <section aria-labelledby="my-certificates-title" className="flex flex-col gap-4">
          <h2 id="my-certificates-title" className="text-xl font-bold">
            My Certificates
          </h2>
          <MyCertificates />
        </section>
        <section aria-labelledby="offers-title" className="flex flex-col gap-4">
          <h2 id="offers-title" className="text-xl font-bold">
            Certificates on offer
          </h2>
          <CertificatesOnOffer />
        </section>
      </div>
    </Page>
  );
}
