import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { chatbotFaqInputSchema, type ChatbotFaq, type ChatbotFaqInput } from '@esdc/core/chatbot-schemas';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { TextAreaField, TextField } from '../../../components/form-field';
import { useAdminForm } from '../../../components/admin/use-admin-form';
import { useSaveChatbotFaq } from '../api/admin-chatbot-faq';

/** The fields the server may name in a refusal. */
const FAQ_FIELDS = ['question', 'answer', 'keywords', 'path'] as const;

/** What the FAQ form holds: every field as typed (an empty path is none), as core `chatbotFaqInputSchema` reads it. */
type FaqFormValues = z.input<typeof chatbotFaqInputSchema>;

/**
 * The form's starting values: the entry's, or an empty entry with the question given (an unanswered question).
 * @param faq the entry edited, or null for a new one
 * @param question the new entry's question
 */
function faqFormValues(faq: ChatbotFaq | null, question: string): FaqFormValues {
  return faq ? { question: faq.question, answer: faq.answer, keywords: faq.keywords, path: faq.path ?? '' } : { question, answer: '', keywords: '', path: '' };
}

function FaqForm({ faq, question, onDone }: { faq: ChatbotFaq | null; question: string; onDone: () => void }) {
  const save = useSaveChatbotFaq();
  const { field, submit, send, serverError, formState } = useAdminForm<FaqFormValues, ChatbotFaqInput>({
    resolver: zodResolver(chatbotFaqInputSchema),
    defaultValues: faqFormValues(faq, question),
    fields: FAQ_FIELDS,
    onDone,
  });
  const prefix = faq ? `edit-faq-${faq.id}` : 'new-faq';
  const onSubmit = submit((body) =>
    send(() => save.mutateAsync({ id: faq?.id, body }), {
      success: faq ? 'FAQ entry updated' : 'FAQ entry added',
      failure: faq ? 'Failed to update FAQ entry' : 'Failed to add FAQ entry',
    }),
  );
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel={faq ? 'Save FAQ entry' : 'Add FAQ entry'}
      busyLabel="Saving..."
      onCancel={onDone}
      columns={1}
    >
      <TextField id={`${prefix}-question`} label="Question" autoComplete="off" {...field('question')} />
      <TextAreaField id={`${prefix}-answer`} label="Answer" rows={5} {...field('answer')} />
      <TextField
        id={`${prefix}-keywords`}
        label="Keywords"
        autoComplete="off"
        hint="Other words that should find this answer, separated by spaces (optional)"
        {...field('keywords')}
      />
      <TextField
        id={`${prefix}-path`}
        label="Page"
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        hint="The page the answer points to, e.g. /events (optional)"
        {...field('path')}
      />
    </DialogForm>
  );
}

/**
 * Add or edit an entry of the assistant's FAQ (SPEC §7 grounded answers): its question, answer, keywords and the app
 * page it points to. Validated with core `chatbotFaqInputSchema`'s messages; the server's refusals show on the fields.
 * @param faq the entry to edit, or null to add one
 * @param question a new entry's question (an unanswered question); default empty
 */
export function FaqDialog({
  open,
  onOpenChange,
  faq,
  question = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  faq: ChatbotFaq | null;
  question?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={faq ? 'Edit FAQ entry' : 'Add FAQ entry'} size="lg">
      {open ? <FaqForm key={faq?.id ?? `new:${question}`} faq={faq} question={question} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
