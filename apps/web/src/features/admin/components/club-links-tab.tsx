import { clubLinksUpdateSchema, type ClubLinks, type ClubLinksUpdateInput } from '@esdc/core/club-links-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { TextField, UrlField } from '../../../components/form-field';
import { ErrorState, LoadingState } from '../../../components/states';
import { useClubLinks } from '../../../lib/club-links-api';
import { useUpdateClubLinks } from '../api/update-club-links';
import { useAdminForm } from '../../../components/admin/use-admin-form';
import { SettingsForm } from '../../../components/admin/settings-form';

const FIELDS = ['chat_group_url', 'code_host_url', 'contact_email'] as const;

/** The form of the saved links: an unset link is an empty field. */
const formValues = (links: ClubLinks): ClubLinksUpdateInput => ({
  chat_group_url: links.chat_group_url ?? '',
  code_host_url: links.code_host_url ?? '',
  contact_email: links.contact_email ?? '',
});

/** The form, started from the saved links. */
function ClubLinksForm({ links }: { links: ClubLinks }) {
  const save = useUpdateClubLinks();
  const [result, setResult] = useState<string | null>(null);
  const { field, submit, send, serverError, reset, formState } = useAdminForm<ClubLinksUpdateInput, z.output<typeof clubLinksUpdateSchema>>({
    resolver: zodResolver(clubLinksUpdateSchema),
    defaultValues: formValues(links),
    fields: FIELDS,
    onDone: setResult,
    onEdit: () => setResult(null),
  });

  const onValid = async (values: z.output<typeof clubLinksUpdateSchema>) => {
    const body = { chat_group_url: values.chat_group_url ?? null, code_host_url: values.code_host_url ?? null, contact_email: values.contact_email ?? null };
    const outcome = await send(() => save.mutateAsync(body), { success: 'Club links saved', failure: 'Failed to save the club links' });
    if (outcome) reset(formValues(outcome.links));
  };

  return (
    <SettingsForm
      label="Club links"
      onSubmit={submit(onValid)}
      serverError={serverError}
      submit={{ icon: Save, label: 'Save links', busyLabel: 'Saving...', pending: save.isPending, disabled: save.isPending || formState.isSubmitting }}
      status={result}
    >
      <UrlField
        id="club-chat-group"
        label="Chat group link"
        placeholder="https://..."
        hint="The invite of the community chat group: the landing page's Join Us and Get In Touch."
        autoComplete="off"
        {...field('chat_group_url')}
      />
      <UrlField
        id="club-code-host"
        label="Code host link"
        placeholder="https://github.com/..."
        hint="The club's organisation, shown in Get In Touch."
        autoComplete="off"
        {...field('code_host_url')}
      />
      <TextField id="club-contact-email" label="Contact email" type="email" inputMode="email" autoComplete="off" {...field('contact_email')} />
    </SettingsForm>
  );
}

/**
 * The Club Links tab of the admin panel (SPEC §1 Landing: Join Us opens the club's group chat; Get In Touch): the
 * chat-group invite, the code host and the contact email, each optional (an empty one is unset, and the landing page
 * then leaves it out), validated with the core schema's messages; a refusal shows in the form and on its fields.
 */
export function ClubLinksTab() {
  const links = useClubLinks();
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted">The links of the landing page. Leave a field empty to hide its link.</p>
      {links.isPending ? (
        <LoadingState message="Loading the club links..." />
      ) : links.isError ? (
        <ErrorState title="Failed to load the club links" message={links.error.message} onRetry={() => void links.refetch()} />
      ) : (
        <ClubLinksForm links={links.data} />
      )}
    </div>
  );
}
