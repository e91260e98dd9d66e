import { paths } from '@esdc/core/routes';
import { CalendarX2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button';
import { Page } from '../../../components/page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { notify } from '../../../lib/toast';
import { useEventSettings } from '../api/event-settings';
import { useCreateEvent } from '../api/save-event';
import { EventForm } from '../components/event-form';
import { EMPTY_EVENT_FORM } from '../components/event-form-schema';

/**
 * /events/new (SPEC §2 Events editor; §6 who may create: admins and moderators, and members when an admin allows
 * it): the editor for a new event, saved as a draft; the organiser publishes it from its page.
 */
export default function NewEventPage() {
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
          <Link to={paths.events} className={buttonClass('secondary')}>
            Back to Events
          </Link>
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
