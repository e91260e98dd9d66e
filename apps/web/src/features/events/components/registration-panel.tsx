import type { Event } from '@esdc/core/event';
import { CalendarPlus, ExternalLink, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/toast';
import { useUnregister } from '../api/registration';
import { CapacityBar } from './capacity-bar';
import { CheckInQr } from './check-in-qr';
import { RegisterButton } from './register-button';
import { EventWhen } from './event-when';

/** The member's own place on the event: the QR code of a registration, the place in line of a waitlist entry. */
function MyRegistration({ event }: { event: Event }) {
  const mine = event.my_registration;
  if (!mine) return null;
  if (mine.status === 'waitlisted') {
    return (
      <div className="rounded-xl border border-warning/40 bg-warning-soft px-4 py-3 text-sm">
        <p className="font-semibold text-fg">You are on the waitlist</p>
        <p className="text-fg">
          Position <strong className="font-mono">#{mine.waitlist_position}</strong>. You move up automatically when a place frees, and we let you know.
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-success/40 bg-success-soft px-4 py-4 text-center text-sm">
      <p className="font-semibold text-fg">{mine.checked_in_at ? 'You were checked in' : 'You are registered'}</p>
      {mine.checked_in_at ? (
        <p className="text-fg">
          Checked in <EventWhen start={mine.checked_in_at} end={mine.checked_in_at} short />
        </p>
      ) : (
        <>
          <p className="text-fg">Show this code at the door to check in.</p>
          <CheckInQr code={mine.code} />
        </>
      )}
    </div>
  );
}

/**
 * The registration box of /events/{id} (SPEC §2 Events): capacity bar, the member's registration with its QR code (or
 * waitlist position), Register Now / Join waitlist / sign-in link, Unregister (or Leave waitlist) with a confirmation,
 * Add to calendar (the .ics file) and the external registration page when there is one.
 */
export function RegistrationPanel({ event }: { event: Event }) {
  const [leaving, setLeaving] = useState(false);
  const unregister = useUnregister();
  const mine = event.my_registration;
  const canLeave = mine !== null && !mine.checked_in_at && (event.status === 'published' || event.status === 'ongoing');
  const leaveLabel = mine?.status === 'waitlisted' ? 'Leave waitlist' : 'Unregister';
  const leave = () =>
    unregister.mutate(event.id, {
      onSuccess: ({ message }) => void notify(message ?? 'Your registration was cancelled', 'success'),
      onError: (error) => void notify(error.message || 'Could not cancel the registration. Please try again.', 'error'),
    });

  return (
    <SectionCard title="Registration">
      <div className="flex flex-col gap-4">
        <CapacityBar event={event} />
        <MyRegistration event={event} />
        <div className="flex flex-col gap-3">
          <RegisterButton event={event} />
          {canLeave ? (
            <Button variant="secondary" onClick={() => setLeaving(true)} disabled={unregister.isPending}>
              <LogOut className="size-4" aria-hidden="true" />
              {unregister.isPending ? 'Cancelling...' : leaveLabel}
            </Button>
          ) : null}
          {event.status !== 'draft' && event.status !== 'cancelled' ? (
            <a href={`/api/events/${event.id}.ics`} download={`event-${event.id}.ics`} className={buttonClass('secondary')}>
              <CalendarPlus className="size-4" aria-hidden="true" />
              Add to calendar
            </a>
          ) : null}
          {event.registration_url ? (
            <a href={event.registration_url} target="_blank" rel="noopener noreferrer" className={buttonClass('ghost')}>
              <ExternalLink className="size-4" aria-hidden="true" />
              External registration page
            </a>
          ) : null}
        </div>
        <ConfirmDialog
          open={leaving}
          onOpenChange={setLeaving}
          title={mine?.status === 'waitlisted' ? 'Leave the waitlist?' : 'Cancel your registration?'}
          message={
            mine?.status === 'waitlisted'
              ? `You will lose your place in line for "${event.title}".`
              : `Your place at "${event.title}" goes to the next member on the waitlist.`
          }
          confirmLabel={leaveLabel}
          danger
          onConfirm={leave}
        />
      </div>
    </SectionCard>
  );
}
