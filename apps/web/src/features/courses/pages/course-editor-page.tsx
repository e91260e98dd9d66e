import { COURSE_MESSAGES } from '@esdc/core/course';
import { paths } from '@esdc/core/routes';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Page } from '../../../components/page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/permissions';
import { notify } from '../../../lib/toast';
import { useCourse } from '../api/get-course';
import { useCourseSource } from '../api/course-source';
import { useCreateCourse, useDeleteCourse, useUpdateCourse } from '../api/save-course';
import { CourseForm } from '../components/course-form';
import { courseSourceToFormValues, EMPTY_COURSE_FORM } from '../components/course-form-schema';
import { ButtonLink } from '../../../components/button-link';

/** 'Back to Courses' as the action of the editor's refusals. */
function BackToCourses() {
  return (
    <ButtonLink to={paths.lms} variant="secondary">
      {COURSE_MESSAGES.backToCourses}
    </ButtonLink>
  );
}

/** /lms/new (admins and moderators create courses): the editor for a new course. */
function NewCourse() {
  const can = useCan();
  const create = useCreateCourse();
  const navigate = useNavigate();
  let body;
  if (!can('course:create')) {
    body = (
      <EmptyState
        icon={<Lock className="size-10" />}
        title="You cannot create courses"
        description="Admins and moderators create courses; instructors edit the courses they teach."
        action={<BackToCourses />}
      />
    );
  } else {
    body = (
      <CourseForm
        mode="create"
        initial={EMPTY_COURSE_FORM}
        onCancel={() => void navigate(paths.lms)}
        onSubmit={async (input) => {
          const { course, message } = await create.mutateAsync(input);
          void notify(message ?? COURSE_MESSAGES.created, 'success');
          void navigate(paths.course(course.id));
        }}
      />
    );
  }
  return (
    <Page title="New Course" heading="New Course" intro="Write the course, its modules, lessons, exams and tests. Publish it when it is ready.">
      {body}
    </Page>
  );
}

/**
 * /lms/{id}/edit (the instructor, moderators and admins): the editor filled with the course's whole
 * tree; admins may delete the course. Others see that they may not edit it; a missing course says so.
 */
function EditCourse({ id }: { id: number }) {
  const can = useCan();
  const source = useCourseSource(id);
  const course = useCourse(id);
  const update = useUpdateCourse(id);
  const remove = useDeleteCourse();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const status = source.error instanceof ApiError ? source.error.status : null;

  let body;
  if (!(Number.isInteger(id) && id > 0) || status === 404) {
    body = <EmptyState title={COURSE_MESSAGES.notFound} action={<BackToCourses />} />;
  } else if (status === 403) {
    body = (
      <EmptyState
        icon={<Lock className="size-10" />}
        title="You cannot edit this course"
        description="Only its instructor, moderators and admins can."
        action={
          <ButtonLink to={paths.course(id)} variant="secondary">
            Back to the course
          </ButtonLink>
        }
      />
    );
  } else if (source.isError) {
    body = <ErrorState title="Failed to load the course" message={source.error.message} onRetry={() => void source.refetch()} />;
  } else if (source.isPending || course.isPending) {
    body = <LoadingState message="Loading course..." />;
  } else {
    const current = source.data;
    body = (
      <CourseForm
        key={current.id}
        mode="edit"
        initial={courseSourceToFormValues(current, course.data?.instructor?.name)}
        onCancel={() => void navigate(paths.course(id))}
        onDelete={can('course:delete') ? () => setConfirming(true) : undefined}
        onSubmit={async (input) => {
          const { message } = await update.mutateAsync(input);
          void notify(message ?? COURSE_MESSAGES.updated, 'success');
          void navigate(paths.course(id));
        }}
      />
    );
  }
  const title = source.data?.title;
  return (
    <Page title={title ? `Edit ${title}` : 'Edit Course'} heading="Edit Course" intro={title}>
      {body}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${title ?? 'this course'}?`}
        message="Are you sure you want to delete this course? Its lessons, exams, enrollments, progress and reviews are deleted too. Certificates already issued stay valid."
        confirmLabel="Delete"
        danger
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: ({ message }) => {
              void notify(message ?? COURSE_MESSAGES.deleted, 'success');
              void navigate(paths.lms);
            },
            onError: (error) => void notify(error.message || 'Failed to delete the course', 'error'),
          })
        }
      />
    </Page>
  );
}

/** The course editor's route: /lms/new creates a course, /lms/{id}/edit edits one. */
export default function CourseEditorPage() {
  const { id } = useParams();
  return id === undefined ? <NewCourse /> : <EditCourse id={Number(id)} />;
}
