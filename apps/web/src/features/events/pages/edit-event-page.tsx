import { paths } from '@esdc/core/routes';
import { Lock } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClass } from '../../../components/button';
import { Page } from '../../../components/page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useEvent } from '../api/get-event';
import { useUpdateEvent } from '../api/save-event';
import { EventForm } from '../components/event-form';
import { eventToFormValues } from '../components/event-form-schema';

/**
 * /events/{id}/edit (SPEC §6 "event creator edits own events"; organisers and admins too): the editor filled with
 * the event, dates in the member's time zone. Others see that they may not edit it; a missing event says so.
 */
export default function EditEventPage() {
  const id = Number(useParams().id);
  const event = useEvent(id);
  const update = useUpdateEvent(id);
  const navigate = useNavigate();

  let body;
  if (event.isPending && Number.isInteger(id) && id > 0) body = <LoadingState message="Loading event..." />;
  else if (!event.data) {
    const missing = !(event.error instanceof ApiError) || event.error.status === 404;
    body = missing ? (
      <EmptyState
        title="Event not found"
        action={
          <Link to={paths.events} className={buttonClass('primary')}>
            Back to Events
          </Link>
        }
      />
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
          <Link to={paths.event(id)} className={buttonClass('secondary')}>
            Back to the event
          </Link>
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
