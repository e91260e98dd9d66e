import { FORUM_REPORT_REASON_MAX } from '@esdc/core/forum';
import { forumReportCreateSchema, type ForumReportCreate } from '@esdc/core/forum-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { TextAreaField } from '../../../components/form-field';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useReportForumPost } from '../api/forum-post-actions';

function ReportForm({ postId, onDone }: { postId: number; onDone: () => void }) {
  const report = useReportForumPost();
  const { field, trySubmit, serverError, formState } = useServerForm<z.input<typeof forumReportCreateSchema>, ForumReportCreate>({
    resolver: zodResolver(forumReportCreateSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = trySubmit(async (input) => {
    const { message } = await report.mutateAsync({ id: postId, input });
    void notify(message ?? 'Report sent', 'success');
    onDone();
  }, 'Failed to send the report. Please try again.');
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel="Send Report"
      busyLabel="Sending..."
      onCancel={onDone}
      columns={1}
    >
      <TextAreaField id={`forum-report-${postId}`} label="Reason" rows={4} hint={`At most ${FORUM_REPORT_REASON_MAX} characters`} {...field('reason')} />
    </DialogForm>
  );
}

/**
 * 'Report' of a post (SPEC §2 Forum Moderation; 'forum:post'): a reason, validated by core's
 * `forumReportCreateSchema`; 'Report sent', or the server's refusal ('You have already reported this post').
 * @param postId the post reported, or null while closed
 */
export function ReportDialog({ postId, onClose }: { postId: number | null; onClose: () => void }) {
  return (
    <Dialog
      open={postId !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Report post"
      description="Tell the moderators what is wrong with this post."
      size="sm"
    >
      {postId !== null ? <ReportForm postId={postId} onDone={onClose} /> : null}
    </Dialog>
  );
}
