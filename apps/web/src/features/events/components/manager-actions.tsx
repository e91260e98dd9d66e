import type { Event, EventAction } from '@esdc/core/event';
import { paths } from '@esdc/core/routes';
import { Ban, CheckCheck, Pencil, Play, QrCode, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCan } from '../../../lib/permissions';
import { notify } from '../../../lib/toast';
import { useDeleteEvent, useEventAction } from '../api/event-actions';
import { CancelEventDialog } from './cancel-event-dialog';
import { ButtonLink } from '../../../components/button-link';

const ACTION_LABELS: Record<Exclude<EventAction, 'cancel'>, { label: string; done: string; icon: typeof Send }> = {
  publish: { label: 'Publish', done: 'Event published', icon: Send },
  start: { label: 'Start', done: 'Event started', icon: Play },
  complete: { label: 'Complete', done: 'Event completed', icon: CheckCheck },
};

/** The status actions that apply to an event's status (SPEC §4 Event status). */
function availableActions(status: Event['status']): Exclude<EventAction, 'cancel'>[] {
  if (status === 'draft') return ['publish'];
  if (status === 'published') return ['start', 'complete'];
  if (status === 'ongoing') return ['complete'];
  return [];
}

/**
 * What the creator, an organiser or an admin can do on /events/{id} (SPEC §4 Event status, §6): Edit, Publish, Start,
 * Complete, Check-in, Cancel (with a reason) and, for the creator or an admin, Delete (confirmed). A refusal
 * ('Cannot start event before start date', 'Event is already published') shows as an error toast.
 */
export function ManagerActions({ event }: { event: Event }) {
  const can = useCan();
  const navigate = useNavigate();
  const action = useEventAction();
  const remove = useDeleteEvent();
  const [cancelling, setCancelling] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const finished = event.status === 'completed' || event.status === 'cancelled';
  const mayDelete = can('event:delete', { ownerId: event.created_by?.id });

  const run = (name: Exclude<EventAction, 'cancel'>) =>
    action.mutate(
      { id: event.id, action: name },
      {
        onSuccess: ({ message }) => void notify(message ?? ACTION_LABELS[name].done, 'success'),
        onError: (error) => void notify(error.message, 'error'),
      },
    );

  return (
    <section
      aria-labelledby="event-manage"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]"
    >
      <h2 id="event-manage" className="text-lg font-bold">
        Manage event
      </h2>
      <div className="flex flex-wrap gap-2">
        {!finished ? (
          <ButtonLink to={paths.editEvent(event.id)} variant="secondary" size="sm" icon={Pencil}>
            Edit
          </ButtonLink>
        ) : null}
        {availableActions(event.status).map((name) => {
          const { label, icon: Icon } = ACTION_LABELS[name];
          return (
            <Button key={name} size="sm" variant={name === 'publish' ? 'primary' : 'secondary'} onClick={() => run(name)} disabled={action.isPending}>
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </Button>
          );
        })}
        {event.status === 'published' || event.status === 'ongoing' ? (
          <ButtonLink to={paths.eventCheckIn(event.id)} variant="secondary" size="sm" icon={QrCode}>
            Check-in
          </ButtonLink>
        ) : null}
        {!finished ? (
          <Button size="sm" variant="secondary" onClick={() => setCancelling(true)}>
            <Ban className="size-4" aria-hidden="true" />
            Cancel event
          </Button>
        ) : null}
        {mayDelete ? (
          <Button size="sm" variant="danger" onClick={() => setDeleting(true)} disabled={remove.isPending}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </Button>
        ) : null}
      </div>
      <CancelEventDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={event.title}
        onCancel={async (reason) => {
          const result = await action.mutateAsync({ id: event.id, action: 'cancel', reason });
          void notify(result.message ?? 'Event cancelled', 'success');
        }}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete event?"
        message={`Delete "${event.title}"? Its registrations are deleted too. This cannot be undone.`}
        confirmLabel="Delete"
        danger
        onConfirm={() =>
          remove.mutate(event.id, {
            onSuccess: ({ message }) => {
              void notify(message ?? 'Event deleted', 'success');
              void navigate(paths.events);
            },
            onError: (error) => void notify(error.message, 'error'),
          })
        }
      />
    </section>
  );
}
