import { MENTOR_SESSION_LENGTHS, MENTOR_TOPICS_MAX, MENTORSHIP_MESSAGES, WEEKDAY_LABELS } from '@esdc/core/mentorship';
import { mentorApplicationShape, type MentorApplicationItem } from '@esdc/core/mentorship-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { FieldError, SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { ErrorState, LoadingState } from '../../../components/states';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useApplyToMentor, useTechnologies, useUpdateMentorProfile } from '../api/mentors';

/** The form's values: core's application fields, with the selects' values as text. */
const formSchema = z.object({
  ...mentorApplicationShape,
  session_minutes: z.string(),
  availability: z
    .array(z.object({ weekday: z.string(), start: z.string().min(1, 'Start must be a time HH:MM'), end: z.string().min(1, 'End must be a time HH:MM') }))
    .min(1, 'Add at least one availability window'),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The reader's own time zone, the form's default. */
const ownZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
/**
 * Every IANA time zone the browser knows, for the select, with `extra` (the reader's own and the earlier choice)
 * added when the browser's list leaves them out (Chromium's has no 'UTC').
 */
function zones(extra: readonly string[]): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...extra, ...known])].sort();
}

/**
 * Become a Mentor (docs/requirements.md §2 Mentorship): topics from the technologies list, a bio, the time zone, the
 * session length and weekly availability rows (add and remove), sent for an admin's approval; for an approved mentor
 * (`edit`) the same fields, saved as their profile at once. The server checks every rule again (overlaps, a window
 * too short for a session) and its message shows on top.
 * @param previous the member's earlier application or profile, filled in
 * @param edit save an approved mentor's profile ('Save Profile') instead of applying
 */
export function BecomeMentorForm({ previous, edit = false }: { previous: MentorApplicationItem | null; edit?: boolean }) {
  const technologies = useTechnologies();
  const apply = useApplyToMentor();
  const update = useUpdateMentorProfile();
  const zoneList = zones(previous ? [ownZone(), previous.time_zone] : [ownZone()]);
  const { field, trySubmit, serverError, formState, control, register, watch } = useServerForm<FormInput, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      topics: previous?.topics ?? [],
      bio: previous?.bio ?? '',
      time_zone: previous?.time_zone ?? ownZone(),
      session_minutes: String(previous?.session_minutes ?? 30),
      availability: previous?.availability.map((w) => ({ weekday: String(w.weekday), start: w.start, end: w.end })) ?? [
        { weekday: '1', start: '18:00', end: '20:00' },
      ],
    },
  });
  const rows = useFieldArray({ control, name: 'availability' });
  const chosen = watch('topics') ?? [];
  const onSubmit = trySubmit(
    async (values) => {
      const body = {
        ...values,
        session_minutes: Number(values.session_minutes) as (typeof MENTOR_SESSION_LENGTHS)[number],
        availability: values.availability.map((w) => ({ weekday: Number(w.weekday), start: w.start, end: w.end })),
      };
      const { message } = await (edit ? update : apply).mutateAsync(body);
      void notify(message ?? (edit ? MENTORSHIP_MESSAGES.profileSaved : MENTORSHIP_MESSAGES.applied), 'success');
    },
    `Failed to ${edit ? 'save your profile' : 'send the application'}. Please try again.`,
  );
  if (technologies.isError)
    return <ErrorState title="Could not load the topics" message={technologies.error.message} onRetry={() => void technologies.refetch()} />;
  if (!technologies.data) return <LoadingState message="Loading topics..." />;
  const topicsError = formState.errors.topics?.message ?? formState.errors.topics?.root?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-3xl flex-col gap-5" aria-busy={formState.isSubmitting}>
      <FormAlert message={serverError} />
      <fieldset className="flex flex-col gap-2" aria-describedby={topicsError ? 'mentor-topics-error' : undefined}>
        <legend className="text-sm font-semibold">Topics (up to {MENTOR_TOPICS_MAX})</legend>
        {technologies.data.length === 0 ? <p className="text-sm text-muted">No technologies are listed yet: projects add them.</p> : null}
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {technologies.data.map((name) => (
            <label key={name} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={name}
                className="size-4 accent-[var(--color-accent)]"
                disabled={!chosen.includes(name) && chosen.length >= MENTOR_TOPICS_MAX}
                {...register('topics')}
              />
              {name}
            </label>
          ))}
        </div>
        <FieldError id="mentor-topics" error={topicsError} />
      </fieldset>
      <TextAreaField id="mentor-bio" label="Bio" rows={4} hint="What you can help with" {...field('bio')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="mentor-time-zone" label="Time zone" hint="Your availability is in this zone" {...field('time_zone')}>
          {zoneList.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
        <SelectField id="mentor-session-length" label="Session length" {...field('session_minutes')}>
          {MENTOR_SESSION_LENGTHS.map((n) => (
            <option key={n} value={String(n)}>
              {n} minutes
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold">Weekly availability</legend>
        <ul className="flex flex-col gap-3">
          {rows.fields.map((row, i) => (
            <li key={row.id} className="grid grid-cols-2 items-end gap-3 rounded-2xl border border-line p-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
              <SelectField id={`availability-${i}-weekday`} label="Day" className="col-span-2 sm:col-span-1" {...field(`availability.${i}.weekday`)}>
                {WEEKDAY_LABELS.map((label, day) => (
                  <option key={label} value={String(day)}>
                    {label}
                  </option>
                ))}
              </SelectField>
              <TextField id={`availability-${i}-start`} label="From" type="time" {...field(`availability.${i}.start`)} />
              <TextField id={`availability-${i}-end`} label="To" type="time" {...field(`availability.${i}.end`)} />
              <Button
                variant="ghost"
                size="sm"
                className="col-span-2 sm:col-span-1"
                onClick={() => rows.remove(i)}
                disabled={rows.fields.length === 1}
                aria-label={`Remove availability row ${i + 1}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                <span className="sm:sr-only">Remove</span>
              </Button>
            </li>
          ))}
        </ul>
        <FieldError id="mentor-availability" error={formState.errors.availability?.message ?? formState.errors.availability?.root?.message} />
        <Button variant="secondary" size="sm" className="self-start" onClick={() => rows.append({ weekday: '1', start: '18:00', end: '20:00' })}>
          <Plus className="size-4" aria-hidden="true" />
          Add availability
        </Button>
      </fieldset>
      <div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {edit ? (formState.isSubmitting ? 'Saving...' : 'Save Profile') : formState.isSubmitting ? 'Sending...' : 'Apply to Mentor'}
        </Button>
      </div>
    </form>
  );
}
