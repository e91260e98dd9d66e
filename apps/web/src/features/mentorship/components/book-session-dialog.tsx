import { MENTORSHIP_MESSAGES } from '@esdc/core/mentorship';
import { sessionBookSchema, type Mentor } from '@esdc/core/mentorship-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { SelectField, TextAreaField } from '../../../components/form-field';
import { LoadingState } from '../../../components/states';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useMentorSlots } from '../api/mentors';
import { useBookSession } from '../api/sessions';
import { slotLabel } from './slot-time';

/** The form: a slot picked from the list ('' until one is) and the agenda, by core's booking schema. */
const formSchema = sessionBookSchema.pick({ agenda: true }).extend({ starts_at: z.string().min(1, 'Pick a time slot') });
type FormValues = z.input<typeof formSchema>;

function BookForm({ mentor, onDone }: { mentor: Mentor; onDone: () => void }) {
  const slots = useMentorSlots(mentor.id, true);
  const book = useBookSession();
  const { field, trySubmit, serverError, formState } = useServerForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { starts_at: '', agenda: '' },
  });
  const onSubmit = trySubmit(async (values) => {
    const { message } = await book.mutateAsync({ mentor_id: mentor.id, starts_at: values.starts_at, agenda: values.agenda });
    void notify(message ?? MENTORSHIP_MESSAGES.booked, 'success');
    onDone();
  }, 'Failed to book the session. Please try again.');
  if (slots.isPending) return <LoadingState message="Loading free slots..." />;
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel="Book Session"
      busyLabel="Booking..."
      onCancel={onDone}
      columns={1}
    >
      <SelectField id="book-slot" label="Time slot" hint={`${mentor.session_minutes} minutes, shown in your time zone`} {...field('starts_at')}>
        <option value="">{slots.data?.length ? 'Pick a time slot' : 'No free slots in the next two weeks'}</option>
        {(slots.data ?? []).map((s) => (
          <option key={s.starts_at} value={s.starts_at}>
            {slotLabel(s.starts_at)}
          </option>
        ))}
      </SelectField>
      <TextAreaField id="book-agenda" label="Agenda" rows={3} hint="What you would like to talk about" {...field('agenda')} />
    </DialogForm>
  );
}

/** 'Book Session' (docs/requirements.md §2 Mentorship): one of the mentor's free slots and a short agenda. */
export default function BookSessionDialog({ open, onOpenChange, mentor }: { open: boolean; onOpenChange: (open: boolean) => void; mentor: Mentor }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Book a session with ${mentor.member?.name ?? 'this mentor'}`}>
      {open ? <BookForm mentor={mentor} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
