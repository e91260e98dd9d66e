import { Switch } from 'radix-ui';
import { notify } from '../../../lib/toast';
import { useAdminEventSettings, useUpdateEventSettings } from '../api/admin-event-changes';
import { withServerMessage } from '../../../components/admin/server-message';

/**
 * The admin setting "Members may create events" (SPEC §6: admins and moderators create events, and members when an
 * admin allows it): a switch that saves at once.
 */
export function EventSettingsSwitch() {
  const settings = useAdminEventSettings();
  const update = useUpdateEventSettings();
  const checked = settings.data?.members_can_create ?? false;
  return (
    <div className="flex items-center justify-between gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]">
      <div>
        <label htmlFor="members-create-events" className="font-semibold">
          Members may create events
        </label>
        <p id="members-create-events-hint" className="text-sm text-muted">
          Off: only admins and moderators create events.
        </p>
      </div>
      <Switch.Root
        id="members-create-events"
        aria-describedby="members-create-events-hint"
        checked={checked}
        disabled={settings.isPending || update.isPending}
        onCheckedChange={(next) =>
          update.mutate(
            { members_can_create: next },
            {
              onSuccess: ({ message }) =>
                void notify(message ?? (next ? 'Members may now create events' : 'Only admins and moderators may create events'), 'success'),
              onError: (error) => void notify(withServerMessage('Failed to save the setting', error), 'error'),
            },
          )
        }
        className="relative h-7 w-12 shrink-0 rounded-full border border-line bg-surface-2 transition data-[state=checked]:border-accent data-[state=checked]:bg-accent disabled:opacity-60"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-fg shadow transition data-[state=checked]:translate-x-6 data-[state=checked]:bg-accent-fg" />
      </Switch.Root>
    </div>
  );
}
