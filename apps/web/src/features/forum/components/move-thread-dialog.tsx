import type { ForumCategory } from '@esdc/core/forum-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { SelectField } from '../../../components/form-field';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useMoveForumThread } from '../api/forum-thread-actions';

const schema = z.object({ category_id: z.string().regex(/^[1-9]\d*$/, 'Choose a category') });

function MoveForm({
  threadId,
  currentId,
  categories,
  onDone,
}: {
  threadId: number;
  currentId: number;
  categories: readonly ForumCategory[];
  onDone: () => void;
}) {
  const move = useMoveForumThread();
  const others = categories.filter((c) => c.id !== currentId && !c.archived);
  const { field, trySubmit, serverError, formState } = useServerForm<z.input<typeof schema>, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { category_id: String(others[0]?.id ?? '') },
  });
  const onSubmit = trySubmit(async ({ category_id }) => {
    const { message } = await move.mutateAsync({ id: threadId, categoryId: Number(category_id) });
    void notify(message ?? 'Thread moved', 'success');
    onDone();
  }, 'Failed to move the thread. Please try again.');
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel="Move Thread"
      busyLabel="Moving..."
      onCancel={onDone}
      columns={1}
    >
      <SelectField id="forum-move-category" label="Category" {...field('category_id')}>
        {others.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
    </DialogForm>
  );
}

/**
 * 'Move' of a thread (SPEC §2 Forum Moderation; moderators): another category, chosen in a dialog.
 * @param threadId the thread
 * @param currentId its category (not offered)
 * @param categories the forum's categories
 */
export function MoveThreadDialog({
  open,
  onOpenChange,
  threadId,
  currentId,
  categories,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  threadId: number;
  currentId: number;
  categories: readonly ForumCategory[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Move thread" size="sm">
      {open ? <MoveForm threadId={threadId} currentId={currentId} categories={categories} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
