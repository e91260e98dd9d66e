import { normalizeCheckInCode } from '@esdc/core/event';
import { paths } from '@esdc/core/routes';
import { ArrowLeft, CircleAlert, CircleCheck, Info, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { Page } from '../../../components/page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { ApiError } from '../../../lib/api-client';
import { useCheckIn, useRegistrations } from '../api/check-in';
import { useEvent } from '../api/get-event';
import { CameraScanner } from '../components/camera-scanner';
import { RegistrationList } from '../components/registration-list';
import { ButtonLink } from '../../../components/button-link';

/** What the last code gave: who was checked in, a repeat, or a refusal. */
type Outcome = { tone: 'success' | 'info' | 'danger'; text: string } | null;

const TONES = {
  success: { box: 'border-success/40 bg-success-soft', icon: CircleCheck, color: 'text-success' },
  info: { box: 'border-warning/40 bg-warning-soft', icon: Info, color: 'text-warning' },
  danger: { box: 'border-danger/40 bg-danger-soft', icon: CircleAlert, color: 'text-danger' },
} as const;

/**
 * /events/{id}/check-in (SPEC §2 Events check-in), for the event's creator, organisers and admins: read a member's
 * QR code with the camera (when there is one and it is allowed) or type their code; the result says 'Checked in: Ada
 * Lovelace', 'Already checked in: Ada Lovelace' or 'Unknown code'; beside it the registrations with their check-in
 * state, refreshed after each check-in.
 */
export default function CheckInPage() {
  const id = Number(useParams().id);
  const event = useEvent(id);
  const manager = event.data?.can_manage === true;
  const registrations = useRegistrations(id, manager);
  const checkIn = useCheckIn(id);
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const send = (raw: string) => {
    const value = normalizeCheckInCode(raw);
    if (!value) {
      setOutcome({ tone: 'danger', text: 'Type a check-in code' });
      return;
    }
    checkIn.mutate(value, {
      onSuccess: ({ result }) => {
        setOutcome(
          result.already_checked_in
            ? { tone: 'info', text: `Already checked in: ${result.member.name}` }
            : { tone: 'success', text: `Checked in: ${result.member.name}` },
        );
        setCode('');
      },
      onError: (error) =>
        setOutcome({ tone: 'danger', text: error instanceof ApiError && error.code === 'CHECK_IN_CODE_UNKNOWN' ? 'Unknown code' : error.message }),
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send(code);
  };

  if (event.isPending && Number.isInteger(id) && id > 0) {
    return (
      <Page title="Check-in">
        <LoadingState message="Loading event..." />
      </Page>
    );
  }
  if (!event.data) {
    return (
      <Page title="Event not found">
        <EmptyState title="Event not found" action={<ButtonLink to={paths.events}>Back to Events</ButtonLink>} />
      </Page>
    );
  }
  if (!manager) {
    return (
      <Page title="Check-in">
        <EmptyState
          icon={<Lock className="size-10" />}
          title="Only the event's organisers can check members in"
          action={
            <ButtonLink to={paths.event(id)} variant="secondary">
              Back to the event
            </ButtonLink>
          }
        />
      </Page>
    );
  }

  const tone = outcome ? TONES[outcome.tone] : null;
  const Icon = tone?.icon;
  return (
    <Page title={`Check-in · ${event.data.title}`} heading="Check-in" intro={event.data.title}>
      <Link to={paths.event(id)} className={`${buttonClass('ghost', 'sm')} -ml-3 mb-6`}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the event
      </Link>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-5 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
          <h2 className="text-lg font-bold">Scan or type a code</h2>
          <CameraScanner onCode={send} />
          <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <TextField
                id="check-in-code"
                label="Check-in code"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="font-mono uppercase tracking-widest"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={checkIn.isPending}>
              {checkIn.isPending ? 'Checking in...' : 'Check in'}
            </Button>
          </form>
          <div role="status" aria-live="polite">
            {outcome && tone && Icon ? (
              <p className={`flex items-center gap-2 rounded-xl border px-4 py-3 font-semibold text-fg ${tone.box}`}>
                <Icon className={`size-5 shrink-0 ${tone.color}`} aria-hidden="true" />
                {outcome.text}
              </p>
            ) : null}
          </div>
        </div>
        <div className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
          {registrations.isPending ? (
            <LoadingState message="Loading registrations..." />
          ) : registrations.isError ? (
            <ErrorState title="Failed to load the registrations" message={registrations.error.message} onRetry={() => void registrations.refetch()} />
          ) : (
            <RegistrationList registrations={registrations.data} />
          )}
        </div>
      </div>
    </Page>
  );
}
