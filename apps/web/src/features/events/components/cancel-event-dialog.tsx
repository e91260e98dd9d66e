import { EVENT_CANCELLATION_REASON_MAX, EVENT_MESSAGES } from '@esdc/core/event';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { TextAreaField } from '../../../components/form-field';

/**
 * Cancel an event (SPEC §4 "cancel records a reason"): asks for the reason ('Cancellation reason is required' when
 * empty), then calls `onCancel` with it; the server's refusal shows in the dialog.
 * @param onCancel sends the cancellation; rejects with the server's error
 */
export function CancelEventDialog({
  open,
  onOpenChange,
  title,
  onCancel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onCancel: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (next: boolean) => {
    if (!next) {
      setReason('');
      setError(null);
      setServerError(null);
    }
    onOpenChange(next);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError(EVENT_MESSAGES.cancellationReasonRequired);
      return;
    }
    setBusy(true);
    try {
      await onCancel(reason.trim());
      change(false);
    } catch (failure) {
      setServerError(failure instanceof Error && failure.message ? failure.message : 'Could not cancel the event. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={change} title="Cancel event" description={`Members registered for "${title}" are told, with your reason.`} size="sm">
      <DialogForm
        onSubmit={(e) => void submit(e)}
        busy={busy}
        serverError={serverError}
        submitLabel="Cancel Event"
        busyLabel="Cancelling..."
        onCancel={() => change(false)}
        columns={1}
        destructive
      >
        <TextAreaField
          id="cancel-event-reason"
          label="Reason"
          rows={3}
          maxLength={EVENT_CANCELLATION_REASON_MAX}
          value={reason}
          error={error ?? undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
            setServerError(null);
          }}
        />
      </DialogForm>
    </Dialog>
  );
}
