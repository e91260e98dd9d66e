import { reviewCommentCreateSchema, type ReviewCommentCreateInput } from '@esdc/core/code-review-schemas';
import { REVIEW_MESSAGES } from '@esdc/core/code-review';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { MarkdownField } from '../../../components/markdown-field';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useCommentOnReview } from '../api/review-actions';

/**
 * A comment's form (docs/requirements.md §2 Code review): markdown with Write / Preview, validated by core's
 * `reviewCommentCreateSchema` ('Comment is required'); a reply names the comment it answers.
 * @param requestId the request commented on
 * @param parentId the comment replied to, or null for a new comment
 * @param onDone after posting, or Cancel (replies only)
 */
export function CommentForm({ requestId, parentId, onDone }: { requestId: number; parentId: number | null; onDone?: () => void }) {
  const comment = useCommentOnReview();
  const { field, trySubmit, serverError, formState, watch, reset } = useServerForm<ReviewCommentCreateInput>({
    resolver: zodResolver(reviewCommentCreateSchema),
    defaultValues: { body: '', parent_id: parentId },
  });
  const onSubmit = trySubmit(async (values) => {
    const { message } = await comment.mutateAsync({ id: requestId, body: { body: values.body, parent_id: parentId } });
    void notify(message ?? REVIEW_MESSAGES.commented, 'success');
    reset({ body: '', parent_id: parentId });
    onDone?.();
  }, 'Failed to post the comment. Please try again.');
  const busy = formState.isSubmitting;
  const id = parentId === null ? 'review-comment' : `review-reply-${parentId}`;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="flex flex-col gap-3">
      <MarkdownField
        id={id}
        label={parentId === null ? 'Your comment' : 'Your reply'}
        rows={parentId === null ? 5 : 3}
        markdown={watch('body')}
        {...field('body')}
      />
      <FormAlert message={serverError} />
      <div className="flex flex-wrap justify-end gap-2">
        {onDone && parentId !== null ? (
          <Button variant="secondary" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? 'Posting...' : parentId === null ? 'Post Comment' : 'Post Reply'}
        </Button>
      </div>
    </form>
  );
}
