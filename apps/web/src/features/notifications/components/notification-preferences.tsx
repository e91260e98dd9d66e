import {
  DEFAULT_NOTIFICATION_CHANNEL,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationType,
} from '@esdc/core/notification';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { ErrorState, LoadingState } from '../../../components/states';
import { notify } from '../../../lib/toast';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

type Choices = Record<NotificationType, NotificationChannel>;

/** What each channel means, under the choices. */
const CHANNEL_HINT = 'In the app: in the bell and live. Email digest: also in one email a day. Off: not kept at all.';

/**
 * Notification preferences (SPEC §2 Notifications; issue text: preferences per type, in-app, email digest or off): one
 * radio group per type, saved together with 'Save preferences'; the server's message is toasted, a refusal shown
 * in the form.
 * @param headingId the id of the section heading that names the form
 */
export function NotificationPreferencesForm({ headingId }: { headingId: string }) {
  const query = useNotificationPreferences();
  if (query.isPending) return <LoadingState message="Loading preferences..." />;
  if (query.isError) return <ErrorState title="Failed to load your preferences" message={query.error.message} onRetry={() => void query.refetch()} />;
  const saved = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, query.data.preferences[t] ?? DEFAULT_NOTIFICATION_CHANNEL])) as Choices;
  // Keyed by what the server holds, so the draft starts over from it after a save or a change in another tab.
  return <PreferencesForm key={JSON.stringify(saved)} saved={saved} headingId={headingId} />;
}

function PreferencesForm({ saved, headingId }: { saved: Choices; headingId: string }) {
  const [draft, setDraft] = useState<Choices>(saved);
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateNotificationPreferences();
  const dirty = NOTIFICATION_TYPES.some((t) => draft[t] !== saved[t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const result = await save.mutateAsync({ preferences: draft });
      void notify(result.message ?? NOTIFICATION_MESSAGES.preferencesSaved, 'success');
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'Could not save your preferences';
      setError(message);
      void notify(message, 'error');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby={headingId} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{CHANNEL_HINT}</p>
      <FormAlert message={error} />
      <div className="flex flex-col divide-y divide-line">
        {NOTIFICATION_TYPES.map((type) => (
          <fieldset key={type} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <legend className="float-left text-sm font-semibold sm:max-w-[50%]">{NOTIFICATION_TYPE_LABELS[type]}</legend>
            <div className="clear-both flex w-full rounded-full border border-line bg-surface-2 p-0.5 sm:clear-none sm:w-auto">
              {NOTIFICATION_CHANNELS.map((channel) => (
                <label
                  key={channel}
                  className="relative flex h-8 flex-1 cursor-pointer items-center justify-center whitespace-nowrap rounded-full px-3 text-xs font-semibold text-muted transition hover:text-fg has-[:checked]:bg-accent has-[:checked]:text-accent-fg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-surface sm:flex-none"
                >
                  <input
                    type="radio"
                    name={`notification-${type}`}
                    value={channel}
                    checked={draft[type] === channel}
                    onChange={() => {
                      setError(null);
                      setDraft((d) => ({ ...d, [type]: channel }));
                    }}
                    className="sr-only"
                  />
                  {NOTIFICATION_CHANNEL_LABELS[channel]}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={!dirty || save.isPending}>
          <Save className="size-4" aria-hidden="true" />
          {save.isPending ? 'Saving...' : 'Save preferences'}
        </Button>
        {dirty ? <p className="text-sm text-muted">You have unsaved changes.</p> : null}
      </div>
    </form>
  );
}
