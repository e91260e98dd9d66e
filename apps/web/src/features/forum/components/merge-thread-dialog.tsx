import { paths } from '@esdc/core/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { WholeNumberField } from '../../../components/form-field';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useMergeForumThread } from '../api/forum-thread-actions';

const schema = z.object({
  into: z
    .string()
    .trim()
    .regex(/^[1-9]\d*$/, 'Enter the number of the thread to merge into'),
});

function MergeForm({ threadId, onDone }: { threadId: number; onDone: () => void }) {
  const merge = useMergeForumThread();
  const navigate = useNavigate();
  const { field, trySubmit, serverError, formState } = useServerForm<z.input<typeof schema>, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { into: '' },
  });
  const onSubmit = trySubmit(async ({ into }) => {
    const intoThreadId = Number(into);
    const { message } = await merge.mutateAsync({ id: threadId, intoThreadId });
    void notify(message ?? 'Threads merged', 'success');
    onDone();
    void navigate(paths.forumThread(intoThreadId), { replace: true });
  }, 'Failed to merge the thread. Please try again.');
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel="Merge Thread"
      busyLabel="Merging..."
      onCancel={onDone}
      columns={1}
      destructive
    >
      <WholeNumberField id="forum-merge-into" label="Thread to merge into" hint="Its number, e.g. 12 in /forum/t/12" {...field('into')} />
    </DialogForm>
  );
}

/**
 * 'Merge' of a thread (SPEC §2 Forum Moderation; moderators): the number of the thread its replies move into, in time
 * order; this thread is then gone, so the page goes to the other one.
 * @param threadId the thread merged away
 */
export function MergeThreadDialog({ open, onOpenChange, threadId }: { open: boolean; onOpenChange: (open: boolean) => void; threadId: number }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Merge thread"
      description="Every post of this thread moves into the other one, and this thread is removed."
      size="sm"
    >
      {open ? <MergeForm threadId={threadId} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
