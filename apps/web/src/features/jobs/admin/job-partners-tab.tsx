import type { JobPartner } from '@esdc/core/jobs-schemas';
import type { UserSearchResult } from '@esdc/core/user';
import { UserMinus, Users } from 'lucide-react';
import { AdminList } from '../../../components/admin/admin-list';
import { CardFacts } from '../../../components/admin/card-list';
import { RowAction } from '../../../components/admin/row-actions';
import { withServerMessage } from '../../../components/admin/server-message';
import { toastOutcome } from '../../../components/admin/toast-outcome';
import { usePagedOffset } from '../../../components/admin/use-paged-offset';
import { useConfirm } from '../../../components/confirm-dialog';
import { FieldShell } from '../../../components/form-field';
import { MemberCombobox } from '../../../components/member-combobox';
import { formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useJobPartners, useSetJobPartner } from '../api/partners';

/** Partners per page. */
const PAGE_SIZE = 20;
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const day = (iso: string) => <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time>;

function PartnerName({ partner }: { partner: JobPartner }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate font-semibold">{partner.name}</span>
      <span className="truncate font-mono text-xs text-muted">@{partner.username}</span>
    </span>
  );
}

function RemovePartner({ partner, onRemove }: { partner: JobPartner; onRemove: (p: JobPartner) => void }) {
  return <RowAction onClick={() => onRemove(partner)} icon={UserMinus} label="Remove" name={`Remove ${partner.name} as a job partner`} tone="danger" />;
}

/**
 * The Jobs tab of the admin panel (SPEC §2 Jobs; admins, 'job:manage-partners'): the job partners, members who may
 * post jobs besides admins and moderators; add one by searching members, remove one after a confirmation.
 */
export function JobPartnersTab() {
  const [offset, setOffset] = usePagedOffset('partners');
  const partners = useJobPartners({ limit: PAGE_SIZE, offset });
  const set = useSetJobPartner();
  const removing = useConfirm<JobPartner>((p) => ({
    title: p ? `Remove ${p.name} as a job partner?` : 'Remove job partner?',
    message: 'They will no longer be able to post jobs. Their postings stay, and they can still edit them.',
    confirmLabel: 'Remove',
    danger: true,
    onConfirm: () => p && set.mutate({ userId: p.id, partner: false }, toastOutcome('Job partner removed', 'Failed to remove the job partner')),
  }));
  const listed = new Set((partners.data?.items ?? []).map((p) => p.id));
  const add = (user: UserSearchResult) =>
    set.mutate(
      { userId: user.id, partner: true },
      {
        onSuccess: (message) => void notify(`${message ?? 'Job partner added'}: ${user.name}`, 'success'),
        onError: (error) => void notify(withServerMessage('Failed to add the job partner', error), 'error'),
      },
    );
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h2 className="text-xl font-bold">Job partners</h2>
        <p className="mt-1 text-sm text-muted">Members who may post jobs. Admins and moderators always may.</p>
      </div>
      <div className="max-w-md">
        <FieldShell id="admin-add-job-partner" label="Add a job partner" hint="Search members by name or email, then pick one.">
          <MemberCombobox id="admin-add-job-partner" onPick={add} isPicked={(u) => listed.has(u.id)} enterPicksOnlyMatch />
        </FieldShell>
      </div>
      <AdminList
        source={{ list: partners, paging: { offset, limit: PAGE_SIZE, setOffset } }}
        what="job partners"
        one="job partner"
        none={{ icon: Users, title: 'No job partners yet', otherwise: 'Add a member above to let them post jobs.' }}
        table={{
          minWidth: 'min-w-[36rem]',
          columns: [
            { header: 'Member', cell: (p) => <PartnerName partner={p} /> },
            { header: 'Added', cell: (p) => day(p.added_at), className: 'whitespace-nowrap' },
            { header: 'Postings', cell: (p) => formatNumber(p.postings), numeric: true },
            { header: 'Actions', alignRight: true, cell: (p) => <RemovePartner partner={p} onRemove={removing.ask} /> },
          ],
        }}
        card={(p) => (
          <>
            <PartnerName partner={p} />
            <CardFacts
              className="grid grid-cols-2 gap-3 border-t border-line pt-3"
              facts={[
                { label: 'Added', value: day(p.added_at) },
                { label: 'Postings', numeric: true, value: formatNumber(p.postings) },
              ]}
            />
            <RemovePartner partner={p} onRemove={removing.ask} />
          </>
        )}
      />
      {removing.dialog}
    </div>
  );
}
