import type { ChatbotFaq } from '@esdc/core/chatbot-schemas';
import { MessagesSquare, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminToolbar, CreateAction } from '../../../components/admin/admin-toolbar';
import { CardFacts, CardHead } from '../../../components/admin/card-list';
import { TitleCell, type Column } from '../../../components/admin/data-table';
import { useDeleteConfirm } from '../../../components/admin/delete-confirm';
import { formatDateTime } from '../../../components/admin/format-date-time';
import { RowAction, RowActionBar } from '../../../components/admin/row-actions';
import { toastOutcome } from '../../../components/admin/toast-outcome';
import { useSearchedList } from '../../../components/admin/use-searched-list';
import { useChatbotFaq, useDeleteChatbotFaq } from '../api/admin-chatbot-faq';
import { FaqDialog } from './faq-dialog';

/** Entries per page. */
const PAGE_SIZE = 20;

const page = (faq: ChatbotFaq) =>
  faq.path ? (
    <Link to={faq.path} className="font-mono text-sm text-accent-text underline underline-offset-2 hover:no-underline">
      {faq.path}
    </Link>
  ) : (
    '—'
  );
const updated = (faq: ChatbotFaq) => <time dateTime={faq.updated_at}>{formatDateTime(faq.updated_at)}</time>;

/** Edit and Delete of one entry, named after its question. */
function FaqActions({ faq, onEdit, onDelete }: { faq: ChatbotFaq; onEdit: () => void; onDelete: () => void }) {
  return (
    <RowActionBar>
      <RowAction onClick={onEdit} icon={Pencil} label="Edit" name={`Edit FAQ entry ${faq.question}`} />
      <RowAction onClick={onDelete} icon={Trash2} label="Delete" name={`Delete FAQ entry ${faq.question}`} tone="danger" />
    </RowActionBar>
  );
}

/**
 * The Chatbot FAQ tab (admins with 'chatbot:manage'; SPEC §7 grounded answers): each entry's question and answer,
 * keywords, the page it points to and when it last changed; search; Add FAQ entry; per entry Edit and Delete
 * (confirmed). 'No FAQ entries found'.
 */
export function ChatbotFaqTab() {
  const { search, ...found } = useSearchedList(useChatbotFaq, {}, PAGE_SIZE);
  const [editing, setEditing] = useState<ChatbotFaq | null>(null);
  const [adding, setAdding] = useState(false);
  const remove = useDeleteChatbotFaq();
  const deleting = useDeleteConfirm<ChatbotFaq>(
    {
      title: () => 'Delete FAQ entry',
      message: (faq) => `Are you sure you want to delete the FAQ entry "${faq?.question ?? ''}"? The chatbot stops answering from it.`,
    },
    (faq) => remove.mutate(faq.id, toastOutcome('FAQ entry deleted', 'Failed to delete FAQ entry')),
  );
  const actions = (faq: ChatbotFaq) => <FaqActions faq={faq} onEdit={() => setEditing(faq)} onDelete={() => deleting.ask(faq)} />;

  const columns: Column<ChatbotFaq>[] = [
    {
      header: 'Question',
      cell: (faq) => <TitleCell title={faq.question} sub={<span className="line-clamp-2 max-w-prose">{faq.answer}</span>} />,
    },
    { header: 'Keywords', cell: (faq) => faq.keywords || '—' },
    { header: 'Page', cell: page },
    { header: 'Updated', cell: updated, className: 'whitespace-nowrap' },
    { header: 'Actions', alignRight: true, cell: actions },
  ];

  return (
    <div className="flex flex-col gap-5">
      <AdminToolbar search={{ id: 'admin-chatbot-faq-search', label: 'Search FAQ entries', placeholder: 'Question, answer or keyword', ...search }}>
        <CreateAction label="Add FAQ entry" onClick={() => setAdding(true)} />
      </AdminToolbar>
      <AdminList
        source={found}
        what="FAQ entries"
        one="FAQ entry"
        label="FAQ entries"
        none={{ icon: MessagesSquare, hint: 'Try another search.', otherwise: 'Add the answers the chatbot should give.' }}
        table={{ minWidth: 'min-w-[48rem]', columns }}
        card={(faq) => (
          <>
            <CardHead title={<p className="font-semibold">{faq.question}</p>} meta={faq.answer} metaClassName="line-clamp-3 text-sm text-muted" />
            <CardFacts
              className="grid grid-cols-2 gap-2"
              facts={[
                { label: 'Page', value: page(faq) },
                { label: 'Updated', value: updated(faq) },
              ]}
            />
            {actions(faq)}
          </>
        )}
      />
      <FaqDialog open={adding} onOpenChange={setAdding} faq={null} />
      <FaqDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} faq={editing} />
      {deleting.dialog}
    </div>
  );
}
