import { paths } from '@esdc/core/routes';
import { CalendarX2, Lock } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { EditorGate } from '../../../components/editor-gate';
import { Page } from '../../../components/page';
import { notify } from '../../../lib/toast';
import { useEventSettings } from '../api/event-settings';
import { useEvent } from '../api/get-event';
import { useCreateEvent, useUpdateEvent } from '../api/save-event';
import { EventForm } from '../components/event-form';
import { EMPTY_EVENT_FORM, eventToFormValues } from '../components/event-form-schema';

/** The way back from the editor's refusals. */
const BACK_TO_EVENTS = { to: paths.events, label: 'Back to Events' };

/**
 * /events/new (SPEC §2 Events editor; §6 who may create: admins and moderators, and members when an admin allows
 * it): the editor for a new event, saved as a draft; the organiser publishes it from its page.
 */
function NewEvent() {
  const settings = useEventSettings();
  const create = useCreateEvent();
  const navigate = useNavigate();
  return (
    <Page title="New Event" heading="New Event" intro="Events start as drafts: publish one from its page when it is ready.">
      <EditorGate
        query={settings}
        failed="Failed to load"
        allowed={(s) => s.can_create}
        refusal={{
          icon: <CalendarX2 className="size-10" />,
          title: 'You cannot create events',
          description: 'Admins and moderators create events; an admin may allow every member to.',
          link: BACK_TO_EVENTS,
        }}
      >
        {() => (
          <EventForm
            mode="create"
            initial={EMPTY_EVENT_FORM}
            onCancel={() => void navigate(paths.events)}
            onSubmit={async (input) => {
              const { event, message } = await create.mutateAsync(input);
              void notify(message ?? 'Event created as a draft', 'success');
              void navigate(paths.event(event.id));
            }}
          />
        )}
      </EditorGate>
    </Page>
  );
}

/**
 * /events/{id}/edit (SPEC §6 "event creator edits own events"; organisers and admins too): the editor filled with
 * the event, dates in the member's time zone. Others see that they may not edit it; a missing event says so.
 */
function EditEvent({ id }: { id: number }) {
  const event = useEvent(id);
  const update = useUpdateEvent(id);
  const navigate = useNavigate();
  return (
    <Page title={event.data ? `Edit ${event.data.title}` : 'Edit Event'} heading="Edit Event">
      <EditorGate
        query={event}
        invalid={!(Number.isInteger(id) && id > 0)}
        loading="Loading event..."
        failed="Failed to load the event"
        notFound={{ title: 'Event not found', link: { ...BACK_TO_EVENTS, variant: 'primary' } }}
        allowed={(e) => e.can_manage}
        refusal={{
          icon: <Lock className="size-10" />,
          title: 'You cannot edit this event',
          description: 'Only its creator, its organisers and admins can.',
          link: { to: paths.event(id), label: 'Back to the event' },
        }}
      >
        {(current) => (
          <EventForm
            key={current.id}
            mode="edit"
            initial={eventToFormValues(current)}
            onCancel={() => void navigate(paths.event(id))}
            onSubmit={async (input) => {
              const { status: _draft, ...changes } = input;
              const { message } = await update.mutateAsync(changes);
              void notify(message ?? 'Event updated', 'success');
              void navigate(paths.event(id));
            }}
          />
        )}
      </EditorGate>
    </Page>
  );
}

/**
 * The event editor's route (SPEC §2 Events editor): /events/new creates an event, /events/{id}/edit edits one.
 */
export default function EventEditorPage() {
  const { id } = useParams();
  return id === undefined ? <NewEvent /> : <EditEvent id={Number(id)} />;
}
