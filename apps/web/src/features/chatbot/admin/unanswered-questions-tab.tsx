import { MessageCircleQuestion, Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { CardFacts, CardHead } from '../../../components/admin/card-list';
import { type Column } from '../../../components/admin/data-table';
import { formatDateTime } from '../../../components/admin/format-date-time';
import { RowAction, RowActionBar } from '../../../components/admin/row-actions';
import { clampOffset } from '../../../components/admin/use-paged-offset';
import { useUnansweredQuestions, type UnansweredRow } from '../api/admin-chatbot-unanswered';
import { FaqDialog } from './faq-dialog';

/** Questions per page. */
const PAGE_SIZE = 20;

const lastAsked = (row: UnansweredRow) => <time dateTime={row.last_asked}>{formatDateTime(row.last_asked)}</time>;

/**
 * The Unanswered questions tab (admins with 'chatbot:manage'): the questions the chatbot could not answer, grouped by
 * their wording, with how often and when last they were asked, most frequent first; per question 'Add FAQ entry'
 * opens the FAQ form with the question filled in. 'No unanswered questions found'.
 */
export function UnansweredQuestionsTab() {
  const [offset, setOffset] = useState(0);
  const list = useUnansweredQuestions({ limit: PAGE_SIZE, offset });
  if (list.data && !list.isPlaceholderData) {
    const clamped = clampOffset(offset, PAGE_SIZE, list.data.total, list.data.items.length);
    if (clamped !== offset) setOffset(clamped);
  }
  const [answering, setAnswering] = useState<string | null>(null);

  const action = (row: UnansweredRow) => (
    <RowActionBar>
      <RowAction onClick={() => setAnswering(row.question)} icon={Plus} label="Add FAQ entry" name={`Add FAQ entry for ${row.question}`} tone="accent" />
    </RowActionBar>
  );
  const columns: Column<UnansweredRow>[] = [
    { header: 'Question', cell: (row) => <span className="break-words">{row.question}</span> },
    { header: 'Times asked', cell: (row) => row.count, numeric: true },
    { header: 'Last asked', cell: lastAsked, className: 'whitespace-nowrap' },
    { header: 'Actions', alignRight: true, cell: action },
  ];

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted">Questions the chatbot could not answer, most frequent first. Add an FAQ entry to answer one.</p>
      <AdminList
        source={{ list, paging: { offset, limit: PAGE_SIZE, setOffset } }}
        what="unanswered questions"
        one="unanswered question"
        label="Unanswered questions"
        none={{ icon: MessageCircleQuestion, otherwise: 'Every question asked so far has been answered.' }}
        table={{ minWidth: 'min-w-[40rem]', columns }}
        card={(row) => (
          <>
            <CardHead title={<p className="break-words font-semibold">{row.question}</p>} />
            <CardFacts
              className="grid grid-cols-2 gap-2"
              facts={[
                { label: 'Times asked', value: row.count, numeric: true },
                { label: 'Last asked', value: lastAsked(row) },
              ]}
            />
            {action(row)}
          </>
        )}
      />
      <FaqDialog open={answering !== null} onOpenChange={(open) => !open && setAnswering(null)} faq={null} question={answering ?? ''} />
    </div>
  );
}
