import { paths } from '@esdc/core/routes';
import { CalendarX2, Lock } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useEventSettings } from '../api/event-settings';
import { useEvent } from '../api/get-event';
import { useCreateEvent, useUpdateEvent } from '../api/save-event';
import { EventForm } from '../components/event-form';
import { EMPTY_EVENT_FORM, eventToFormValues } from '../components/event-form-schema';
import { ButtonLink } from '../../../components/button-link';

/**
 * /events/new (SPEC §2 Events editor; §6 who may create: admins and moderators, and members when an admin allows
 * it): the editor for a new event, saved as a draft; the organiser publishes it from its page.
 */
function NewEvent() {
  const settings = useEventSettings();
  const create = useCreateEvent();
  const navigate = useNavigate();

  let body;
  if (settings.isPending) body = <LoadingState />;
  else if (settings.isError) body = <ErrorState title="Failed to load" message={settings.error.message} onRetry={() => void settings.refetch()} />;
  else if (!settings.data.can_create) {
    body = (
      <EmptyState
        icon={<CalendarX2 className="size-10" />}
        title="You cannot create events"
        description="Admins and moderators create events; an admin may allow every member to."
        action={
          <ButtonLink to={paths.events} variant="secondary">
            Back to Events
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
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
    );
  }
  return (
    <Page title="New Event" heading="New Event" intro="Events start as drafts: publish one from its page when it is ready.">
      {body}
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

  let body;
  if (event.isPending && Number.isInteger(id) && id > 0) body = <LoadingState message="Loading event..." />;
  else if (!event.data) {
    const missing = !(event.error instanceof ApiError) || event.error.status === 404;
    body = missing ? (
      <EmptyState title="Event not found" action={<ButtonLink to={paths.events}>Back to Events</ButtonLink>} />
    ) : (
      <ErrorState title="Failed to load the event" message={event.error?.message} onRetry={() => void event.refetch()} />
    );
  } else if (!event.data.can_manage) {
    body = (
      <EmptyState
        icon={<Lock className="size-10" />}
        title="You cannot edit this event"
        description="Only its creator, its organisers and admins can."
        action={
          <ButtonLink to={paths.event(id)} variant="secondary">
            Back to the event
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <EventForm
        key={event.data.id}
        mode="edit"
        initial={eventToFormValues(event.data)}
        onCancel={() => void navigate(paths.event(id))}
        onSubmit={async (input) => {
          const { status: _draft, ...changes } = input;
          const { message } = await update.mutateAsync(changes);
          void notify(message ?? 'Event updated', 'success');
          void navigate(paths.event(id));
        }}
      />
    );
  }
  return (
    <Page title={event.data ? `Edit ${event.data.title}` : 'Edit Event'} heading="Edit Event">
      {body}
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
