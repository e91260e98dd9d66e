import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useAdminMail } from '../api/list-admin-mail';
import { AdminList } from '../../../components/admin/admin-list';
import { MailCard } from './mail-cards';
import { MailMessageDialog } from './mail-message-dialog';
import { mailTable } from './mail-table';
import { usePagedOffset } from '../../../components/admin/use-paged-offset';

/** Messages per page. */
const PAGE_SIZE = 25;

/**
 * The Mail tab: every queued message, newest first, with its delivery state; Open shows its text
 * and link. Without SMTP_URL the messages go to the dev outbox, and this is where an admin finds a member's link.
 */
export function MailTab() {
  const [offset, setOffset] = usePagedOffset('mail');
  const [openId, setOpenId] = useState<number | null>(null);
  const mail = useAdminMail({ limit: PAGE_SIZE, offset });
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted">Password-reset and verification messages, newest first. Open one to read its text and link.</p>
      <AdminList
        source={{ list: mail, paging: { offset, limit: PAGE_SIZE, setOffset } }}
        what="messages"
        called="the mail"
        none={{ icon: Mail, title: 'No mail yet', otherwise: 'Password-reset and verification messages appear here.' }}
        label="Outgoing mail"
        table={mailTable(setOpenId)}
        card={(m) => <MailCard message={m} onOpen={setOpenId} />}
      />
      <MailMessageDialog id={openId} onOpenChange={(open) => (open ? undefined : setOpenId(null))} />
    </div>
  );
}
