import { paths } from '@esdc/core/routes';
import { ArrowLeft, Ban, SearchX } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { buttonClass } from '../../../components/button';
import { MarkdownContent } from '../../../components/markdown-content';
import { Page } from '../../../components/page';
import { NotFoundPage } from '../../../components/not-found-page';
import { PendingPage } from '../../../components/pending-page';
import { ApiError } from '../../../lib/api-client';
import { useEvent } from '../api/get-event';
import { MyRegistrationBadge } from '../components/event-card';
import { EventDetails } from '../components/event-details';
import { EventImage } from '../components/event-image';
import { EventStatusBadge } from '../components/event-status-badge';
import { ManagerActions } from '../components/manager-actions';
import { RegistrationPanel } from '../components/registration-panel';
import { ButtonLink } from '../../../components/button-link';
import { LinkedDiscussions } from '../../forum/public';

/** 'Back to Events', to the filtered list the member came from when there is one. */
function BackToEvents() {
  const location = useLocation();
  const backTo = (location.state as { backTo?: string } | null)?.backTo;
  return (
    <Link to={backTo?.startsWith(paths.events) ? backTo : paths.events} className={`${buttonClass('ghost', 'sm')} -ml-3 self-start`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Events
    </Link>
  );
}

/**
 * /events/{id} (SPEC §2 Events): every detail of an event (rendered description, dates in the member's time zone,
 * location, mode, category, tags, organisers), status badges, the cancelled banner with its reason, the capacity bar,
 * Register / Unregister / Join waitlist with the member's registration and its QR code, Add to calendar, and the
 * manager actions for the creator, organisers and admins. A missing event shows 'Event not found' with Back to Events.
 */
export default function EventDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const event = useEvent(id);
  const status = event.error instanceof ApiError ? event.error.status : null;

  if (!valid || status === 404) {
    return (
      <NotFoundPage
        icon={SearchX}
        title="Event not found"
        message="This event may have been removed, or the link is wrong."
        action={<ButtonLink to={paths.events}>Back to Events</ButtonLink>}
      />
    );
  }
  if (event.isError || event.isPending) {
    return <PendingPage title="Event" back={<BackToEvents />} query={event} errorTitle="Failed to load the event" loadingMessage="Loading event..." />;
  }

  const e = event.data;
  return (
    <Page title={e.title}>
      <div className="flex flex-col gap-6">
        <BackToEvents />
        <header className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-xs uppercase tracking-widest text-muted">{e.category}</span>
            <EventStatusBadge status={e.status} />
            <MyRegistrationBadge event={e} />
          </div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{e.title}</h1>
        </header>
        {e.status === 'cancelled' ? (
          <div role="note" className="flex items-start gap-3 rounded-[var(--radius-card)] border border-danger/40 bg-danger-soft p-4">
            <Ban className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
            <div>
              <p className="font-semibold text-danger">This event was cancelled</p>
              {e.cancellation_reason ? <p className="mt-1 text-fg">Reason: {e.cancellation_reason}</p> : null}
            </div>
          </div>
        ) : null}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-6">
            {e.image || e.image_url ? (
              <div className="aspect-[16/9] overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-2">
                <EventImage event={e} sizes="(min-width: 1024px) 60vw, 100vw" eager />
              </div>
            ) : null}
            <section
              aria-label="About this event"
              className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:p-7"
            >
              <MarkdownContent html={e.description_html} />
            </section>
            <LinkedDiscussions kind="event" id={e.id} title={e.title} />
          </div>
          <div className="flex flex-col gap-6">
            {e.can_manage ? <ManagerActions event={e} /> : null}
            <RegistrationPanel event={e} />
            <EventDetails event={e} />
          </div>
        </div>
      </div>
    </Page>
  );
}
