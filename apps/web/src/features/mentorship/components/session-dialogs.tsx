import { MENTORSHIP_MESSAGES } from '@esdc/core/mentorship';
import { sessionFeedbackSchema, type MentorshipSession } from '@esdc/core/mentorship-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { SelectField, TextAreaField } from '../../../components/form-field';
import { LoadingState } from '../../../components/states';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useMentorSlots } from '../api/mentors';
import { useRescheduleSession, useSessionFeedback } from '../api/sessions';
import { slotLabel } from './slot-time';

const rescheduleSchema = z.object({ starts_at: z.string().min(1, 'Pick a time slot') });
type RescheduleValues = z.input<typeof rescheduleSchema>;

function RescheduleForm({ session, onDone }: { session: MentorshipSession; onDone: () => void }) {
  const slots = useMentorSlots(session.mentor_id, true);
  const move = useRescheduleSession();
  const { field, trySubmit, serverError, formState } = useServerForm<RescheduleValues>({
    resolver: zodResolver(rescheduleSchema),
    defaultValues: { starts_at: '' },
  });
  const onSubmit = trySubmit(async ({ starts_at }) => {
    const { message } = await move.mutateAsync({ id: session.id, starts_at });
    void notify(message ?? MENTORSHIP_MESSAGES.rescheduled, 'success');
    onDone();
  }, 'Failed to reschedule the session. Please try again.');
  if (slots.isPending) return <LoadingState message="Loading free slots..." />;
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel="Reschedule"
      busyLabel="Rescheduling..."
      onCancel={onDone}
      columns={1}
    >
      <p className="text-sm text-muted">Now: {slotLabel(session.starts_at)}</p>
      <SelectField id="reschedule-slot" label="New time slot" hint="Shown in your time zone" {...field('starts_at')}>
        <option value="">{slots.data?.length ? 'Pick a time slot' : 'No free slots in the next two weeks'}</option>
        {(slots.data ?? []).map((s) => (
          <option key={s.starts_at} value={s.starts_at}>
            {slotLabel(s.starts_at)}
          </option>
        ))}
      </SelectField>
    </DialogForm>
  );
}

/** Reschedule a session to another free slot of the same mentor (docs/requirements.md §2 Mentorship). */
export function RescheduleDialog({ session, onClose }: { session: MentorshipSession | null; onClose: () => void }) {
  return (
    <Dialog open={session !== null} onOpenChange={(open) => !open && onClose()} title="Reschedule session">
      {session ? <RescheduleForm session={session} onDone={onClose} /> : null}
    </Dialog>
  );
}

const feedbackForm = z.object({ rating: z.string().min(1, 'Choose a rating'), comment: sessionFeedbackSchema.shape.comment });
type FeedbackValues = z.input<typeof feedbackForm>;

function FeedbackForm({ session, onDone }: { session: MentorshipSession; onDone: () => void }) {
  const send = useSessionFeedback();
  const { field, trySubmit, serverError, formState } = useServerForm<FeedbackValues>({
    resolver: zodResolver(feedbackForm),
    defaultValues: { rating: '', comment: '' },
  });
  const onSubmit = trySubmit(async (values) => {
    const { message } = await send.mutateAsync({ id: session.id, body: { rating: Number(values.rating), comment: values.comment ?? null } });
    void notify(message ?? MENTORSHIP_MESSAGES.feedback, 'success');
    onDone();
  }, 'Failed to send the feedback. Please try again.');
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel="Send Feedback"
      busyLabel="Sending..."
      onCancel={onDone}
      columns={1}
    >
      <SelectField id="feedback-rating" label="Rating" {...field('rating')}>
        <option value="">Choose a rating</option>
        {[5, 4, 3, 2, 1].map((n) => (
          <option key={n} value={String(n)}>
            {n} of 5
          </option>
        ))}
      </SelectField>
      <TextAreaField id="feedback-comment" label="Comment (optional)" rows={3} {...field('comment')} />
    </DialogForm>
  );
}

/** The mentee's feedback after a session: a rating 1–5 and an optional comment, once. */
export function FeedbackDialog({ session, onClose }: { session: MentorshipSession | null; onClose: () => void }) {
  return (
    <Dialog open={session !== null} onOpenChange={(open) => !open && onClose()} title="Leave feedback">
      {session ? <FeedbackForm session={session} onDone={onClose} /> : null}
    </Dialog>
  );
}
