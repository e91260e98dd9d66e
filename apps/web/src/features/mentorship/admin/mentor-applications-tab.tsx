import type { MentorApplicationItem } from '@esdc/core/mentorship-schemas';
import { WEEKDAY_LABELS } from '@esdc/core/mentorship';
import { Check, Handshake, X } from 'lucide-react';
import { AdminList } from '../../../components/admin/admin-list';
import { CardFacts } from '../../../components/admin/card-list';
import { RowAction } from '../../../components/admin/row-actions';
import { toastOutcome } from '../../../components/admin/toast-outcome';
import { usePagedOffset } from '../../../components/admin/use-paged-offset';
import { useMentorApplications, useDecideApplication } from '../api/applications';

/** Applications per page. */
const PAGE_SIZE = 20;

const availabilityText = (a: MentorApplicationItem) =>
  a.availability.map((w) => `${WEEKDAY_LABELS[w.weekday]?.slice(0, 3)} ${w.start}–${w.end}`).join(', ') + ` (${a.time_zone})`;

function Applicant({ application }: { application: MentorApplicationItem }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate font-semibold">{application.member?.name ?? 'Former member'}</span>
      {application.member ? <span className="truncate font-mono text-xs text-muted">@{application.member.username}</span> : null}
    </span>
  );
}

function Decide({ application, onDecide }: { application: MentorApplicationItem; onDecide: (a: MentorApplicationItem, d: 'approve' | 'reject') => void }) {
  const name = application.member?.name ?? 'this applicant';
  return (
    <span className="flex flex-wrap justify-end gap-2">
      <RowAction onClick={() => onDecide(application, 'approve')} icon={Check} label="Approve" name={`Approve ${name} as a mentor`} />
      <RowAction onClick={() => onDecide(application, 'reject')} icon={X} label="Reject" name={`Reject ${name}'s mentor application`} tone="danger" />
    </span>
  );
}

/**
 * The Mentors tab of the admin panel (docs/requirements.md §2 Mentorship; admins, 'mentorship:approve'): the pending
 * mentor applications with their topics, bio and availability, each with Approve and Reject.
 */
export function MentorApplicationsTab() {
  const [offset, setOffset] = usePagedOffset('mentors');
  const applications = useMentorApplications({ limit: PAGE_SIZE, offset });
  const decide = useDecideApplication();
  const onDecide = (a: MentorApplicationItem, decision: 'approve' | 'reject') =>
    decide.mutate(
      { id: a.id, decision },
      toastOutcome(decision === 'approve' ? 'Mentor approved' : 'Mentor application rejected', 'Failed to decide the application'),
    );
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h2 className="text-xl font-bold">Mentor applications</h2>
        <p className="mt-1 text-sm text-muted">
          Members who applied to mentor. Approved mentors are listed on Mentorship; the applicant is notified either way.
        </p>
      </div>
      <AdminList
        source={{ list: applications, paging: { offset, limit: PAGE_SIZE, setOffset } }}
        what="applications"
        one="application"
        none={{ icon: Handshake, title: 'No pending applications', otherwise: 'New mentor applications appear here.' }}
        table={{
          minWidth: 'min-w-[56rem]',
          columns: [
            { header: 'Applicant', cell: (a) => <Applicant application={a} /> },
            { header: 'Topics', cell: (a) => a.topics.join(', ') },
            { header: 'Bio', cell: (a) => <span className="line-clamp-3 max-w-xs">{a.bio}</span> },
            { header: 'Availability', cell: (a) => `${availabilityText(a)}, ${a.session_minutes} min` },
            { header: 'Actions', alignRight: true, cell: (a) => <Decide application={a} onDecide={onDecide} /> },
          ],
        }}
        card={(a) => (
          <>
            <Applicant application={a} />
            <p className="text-sm break-words">{a.bio}</p>
            <CardFacts
              className="grid grid-cols-1 gap-3 border-t border-line pt-3"
              facts={[
                { label: 'Topics', value: a.topics.join(', ') },
                { label: 'Availability', value: `${availabilityText(a)}, ${a.session_minutes} min` },
              ]}
            />
            <Decide application={a} onDecide={onDecide} />
          </>
        )}
      />
    </div>
  );
}
