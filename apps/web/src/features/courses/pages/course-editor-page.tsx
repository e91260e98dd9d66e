import { COURSE_MESSAGES } from '@esdc/core/course';
import { paths } from '@esdc/core/routes';
import { Lock } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { Page } from '../../../components/page';
import { EditorGate } from '../../../components/editor-gate';
import { EmptyState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import { notify, notifyOutcome } from '../../../lib/toast';
import { useCourse } from '../api/get-course';
import { useCourseSource } from '../api/course-source';
import { useCreateCourse, useDeleteCourse, useUpdateCourse } from '../api/save-course';
import { CourseForm } from '../components/course-form';
import { courseSourceToFormValues, EMPTY_COURSE_FORM } from '../components/course-form-schema';

/** 'Back to Courses': the way back from the editor's refusals. */
const BACK_TO_COURSES = { to: paths.lms, label: COURSE_MESSAGES.backToCourses };

/** /lms/new (admins and moderators create courses): the editor for a new course. */
function NewCourse() {
  const can = useCan();
  const create = useCreateCourse();
  const navigate = useNavigate();
  return (
    <Page title="New Course" heading="New Course" intro="Write the course, its modules, lessons, exams and tests. Publish it when it is ready.">
      {can('course:create') ? (
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
      ) : (
        <EmptyState
          icon={<Lock className="size-10" />}
          title="You cannot create courses"
          description="Admins and moderators create courses; instructors edit the courses they teach."
          link={BACK_TO_COURSES}
        />
      )}
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
  const title = source.data?.title;
  const confirmDelete = useConfirm<true>(() => ({
    title: `Delete ${title ?? 'this course'}?`,
    message:
      'Are you sure you want to delete this course? Its lessons, exams, enrollments, progress and reviews are deleted too. Certificates already issued stay valid.',
    confirmLabel: 'Delete',
    danger: true,
    onConfirm: () =>
      remove.mutate(
        id,
        notifyOutcome(COURSE_MESSAGES.deleted, 'Failed to delete the course', () => void navigate(paths.lms)),
      ),
  }));
  const body = (
    <EditorGate
      query={source}
      invalid={!(Number.isInteger(id) && id > 0)}
      loading="Loading course..."
      failed="Failed to load the course"
      notFound={{ title: COURSE_MESSAGES.notFound, link: BACK_TO_COURSES }}
      refusedOn403
      refusal={{
        icon: <Lock className="size-10" />,
        title: 'You cannot edit this course',
        description: 'Only its instructor, moderators and admins can.',
        link: { to: paths.course(id), label: 'Back to the course' },
      }}
      waiting={course.isPending}
    >
      {(current) => (
        <CourseForm
          key={current.id}
          mode="edit"
          initial={courseSourceToFormValues(current, course.data?.instructor?.name)}
          onCancel={() => void navigate(paths.course(id))}
          onDelete={can('course:delete') ? () => confirmDelete.ask(true) : undefined}
          onSubmit={async (input) => {
            const { message } = await update.mutateAsync(input);
            void notify(message ?? COURSE_MESSAGES.updated, 'success');
            void navigate(paths.course(id));
          }}
        />
      )}
    </EditorGate>
  );
  return (
    <Page title={title ? `Edit ${title}` : 'Edit Course'} heading="Edit Course" intro={title}>
      {body}
      {confirmDelete.dialog}
    </Page>
  );
}

/** The course editor's route: /lms/new creates a course, /lms/{id}/edit edits one. */
export default function CourseEditorPage() {
  const { id } = useParams();
  return id === undefined ? <NewCourse /> : <EditCourse id={Number(id)} />;
}
