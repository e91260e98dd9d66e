import { ANNOUNCEMENT_AUDIENCE_LABELS, ANNOUNCEMENT_AUDIENCES, NOTIFICATION_MESSAGES, type AnnouncementAudience } from '@esdc/core/notification';
import { announcementSchema, type Announcement, type AnnouncementInput } from '@esdc/core/notification-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { SelectOptions } from '../../../components/select-options';
import { useSendAnnouncement } from '../api/send-announcement';
import { useAdminForm } from '../../../components/admin/use-admin-form';
import { SettingsForm } from '../../../components/admin/settings-form';

/** The form as it starts, and after a send (an empty link is sent as none). */
const EMPTY: AnnouncementInput = { title: '', message: '', link: '', audience: 'all' };
const FIELDS = ['title', 'message', 'link', 'audience'] as const;
const AUDIENCE_OPTIONS = ANNOUNCEMENT_AUDIENCES.map((value) => ({ value, label: ANNOUNCEMENT_AUDIENCE_LABELS[value] }));

/** Who an audience is, in the confirmation: 'everyone', 'every member with the Moderators role'. */
function audienceText(audience: AnnouncementAudience): string {
  return audience === 'all' ? 'every active member' : `every active member in ${ANNOUNCEMENT_AUDIENCE_LABELS[audience]}`;
}

/**
 * The Announcements tab of the admin panel (SPEC §2 Notifications: admin announcements to everyone or to a role):
 * title, message, an optional in-app link and the audience, validated with the core schema's messages; sending asks
 * for confirmation, then shows how many members received it ('Announcement sent to N members'), toasts it and clears
 * the form. A refusal is shown in the form and on its fields.
 */
export function AnnouncementsTab() {
  const announce = useSendAnnouncement();
  const [pending, setPending] = useState<Announcement | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const { field, submit, send, serverError, reset, formState } = useAdminForm<AnnouncementInput, Announcement>({
    resolver: zodResolver(announcementSchema),
    defaultValues: EMPTY,
    fields: FIELDS,
    onDone: setResult,
    onEdit: () => setResult(null),
  });

  const confirmSend = async () => {
    if (!pending) return;
    const body: AnnouncementInput = {
      title: pending.title,
      message: pending.message,
      audience: pending.audience,
      ...(pending.link ? { link: pending.link } : {}),
    };
    setPending(null);
    const outcome = await send(() => announce.mutateAsync(body), {
      success: (sent) => NOTIFICATION_MESSAGES.announcementSent(sent.recipients),
      failure: 'Failed to send the announcement',
    });
    if (outcome) reset(EMPTY);
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted">
        Send a notification to every member, or to the members of one role. It arrives at once in their bell, and by email digest for those who chose it.
      </p>
      <SettingsForm
        label="New announcement"
        onSubmit={submit((values) => setPending(values))}
        serverError={serverError}
        columns={2}
        submit={{
          icon: Send,
          label: 'Send announcement',
          busyLabel: 'Sending...',
          pending: announce.isPending,
          disabled: announce.isPending || formState.isSubmitting,
        }}
        status={result}
      >
        <div className="sm:col-span-2">
          <TextField id="announcement-title" label="Title" autoComplete="off" {...field('title')} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField id="announcement-message" label="Message" rows={4} {...field('message')} />
        </div>
        <TextField
          id="announcement-link"
          label="Link (optional)"
          placeholder="/projects/12"
          hint="A page of ESDC Hub, such as /challenges."
          autoComplete="off"
          {...field('link')}
        />
        <SelectField id="announcement-audience" label="Audience" {...field('audience')}>
          <SelectOptions options={AUDIENCE_OPTIONS} />
        </SelectField>
      </SettingsForm>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title="Send announcement?"
        message={pending ? `"${pending.title}" goes to ${audienceText(pending.audience)} at once. It cannot be taken back.` : ''}
        confirmLabel="Send"
        onConfirm={() => void confirmSend()}
      />
    </div>
  );
}
