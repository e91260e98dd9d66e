import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useAdminMail } from '../api/list-admin-mail';
import { AdminList } from '../../../components/admin/admin-list';
import { MailCard } from './mail-cards';
import { MailMessageDialog } from './mail-message-dialog';
import { mailTable } from './mail-table';
import { NoneFound } from '../../../components/admin/none-found';
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
        list={mail}
        what="messages"
        called="the mail"
        empty={<NoneFound title="No mail yet" icon={Mail} otherwise="Password-reset and verification messages appear here." />}
        paging={{ offset, limit: PAGE_SIZE, setOffset }}
        label="Outgoing mail"
        table={mailTable(setOpenId)}
        card={(m) => <MailCard message={m} onOpen={setOpenId} />}
      />
      <MailMessageDialog id={openId} onOpenChange={(open) => (open ? undefined : setOpenId(null))} />
    </div>
  );
}
