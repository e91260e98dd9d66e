import { FORUM_MESSAGES, FORUM_POST_PAGE_SIZE } from '@esdc/core/forum';
import type { ForumPost } from '@esdc/core/forum-schemas';
import { paths } from '@esdc/core/routes';
import { ArrowLeft, Bell, BellOff, Lock, MessageSquare, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { useConfirm } from '../../../components/confirm-dialog';
import { NotFoundPage } from '../../../components/not-found-page';
import { PagedList } from '../../../components/paged-list';
import { Page } from '../../../components/page';
import { PendingPage } from '../../../components/pending-page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { notify, notifyOutcome } from '../../../lib/toast';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useDeleteForumPost, useReplyToThread } from '../api/forum-post-actions';
import { useDeleteForumThread, useSetForumSubscription } from '../api/forum-thread-actions';
import { useForumThread } from '../api/get-forum-thread';
import { useForumCategories } from '../api/list-forum-categories';
import { useForumPosts } from '../api/list-forum-posts';
import { PostBodyForm, type BodyInsert } from '../components/post-body-form';
import { PostItem, type PostHandlers } from '../components/post-item';
import { quoteMarkdown } from '../components/quote';
import { ReportDialog } from '../components/report-dialog';
import { ThreadLabels } from '../components/thread-labels';
import { ThreadModeration } from '../components/thread-moderation';

/** 'Back to {category}' (or to the list the reader came from). */
function BackLink({ categoryId, categoryName }: { categoryId?: number; categoryName?: string }) {
  const location = useLocation();
  const backTo = (location.state as { backTo?: string } | null)?.backTo;
  const to = backTo?.startsWith(paths.forum) ? backTo : categoryId ? paths.forumCategory(categoryId) : paths.forum;
  return (
    <Link to={to} className={`${buttonClass('ghost', 'sm')} -ml-3 self-start`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {categoryName ? `Back to ${categoryName}` : 'Back to Forum'}
    </Link>
  );
}

/**
 * /forum/t/{threadId} (SPEC §2 Forum): the title with its labels, the opening post, the marked answer under it (Q&A),
 * the replies oldest first, 20 a page (?page=), and the reply form at the bottom ('This thread is locked' instead when
 * locked; 'Sign in to reply' for visitors). Each post's actions are {@link PostItem}'s; 'Quote' puts the quoted reply
 * into the reply box; 'Subscribe' / 'Unsubscribe'; moderators get {@link ThreadModeration}. Deleting the opening post
 * deletes the thread (confirmed). An unknown thread shows 'Thread not found'.
 */
export default function ForumThreadPage() {
  const threadId = Number(useParams().threadId);
  const thread = useForumThread(threadId);
  const categories = useForumCategories();
  const { params, pageTo } = useFilterParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const replies = useForumPosts(threadId, (page - 1) * FORUM_POST_PAGE_SIZE);
  const can = useCan();
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const reply = useReplyToThread();
  const removePost = useDeleteForumPost();
  const removeThread = useDeleteForumThread();
  const subscription = useSetForumSubscription();
  const [insert, setInsert] = useState<BodyInsert | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);
  const t = thread.data;

  const deleteThread = () =>
    removeThread.mutate(
      threadId,
      notifyOutcome(
        'Thread deleted',
        'Failed to delete the thread',
        () => void navigate(t ? paths.forumCategory(t.category_id) : paths.forum, { replace: true }),
      ),
    );
  const deleting = useConfirm<ForumPost | 'thread'>((item) =>
    item === 'thread' || item?.opening
      ? {
          title: 'Delete this thread?',
          message: 'The thread and all its replies are deleted. This cannot be undone.',
          confirmLabel: 'Delete thread',
          danger: true,
          onConfirm: deleteThread,
        }
      : {
          title: 'Delete this post?',
          message: 'The reply is removed from the thread. This cannot be undone.',
          confirmLabel: 'Delete',
          danger: true,
          onConfirm: () => item && removePost.mutate(item.id, notifyOutcome('Post deleted', 'Failed to delete the post')),
        },
  );

  const status = thread.error instanceof ApiError ? thread.error.status : null;
  if (status === 404 || !Number.isInteger(threadId) || threadId <= 0) {
    return (
      <NotFoundPage
        icon={SearchX}
        title={FORUM_MESSAGES.threadNotFound}
        message="This thread may have been removed or merged, or the link is wrong."
        action={<ButtonLink to={paths.forum}>Back to Forum</ButtonLink>}
      />
    );
  }
  if (!t) return <PendingPage title="Forum" back={<BackLink />} query={thread} errorTitle="Failed to load the thread" loadingMessage="Loading thread..." />;

  const handlers: PostHandlers = {
    onQuote: (post) => setInsert((prev) => ({ key: (prev?.key ?? 0) + 1, text: quoteMarkdown(post.body, post.author?.username ?? null) })),
    onReport: (post) => setReporting(post.id),
    onDelete: (post) => deleting.ask(post),
  };
  const moderator = can('forum:moderate');
  const answer = t.answer;

  let replyBody;
  if (replies.isError) replyBody = <ErrorState title="Could not load the replies" message={replies.error.message} onRetry={() => void replies.refetch()} />;
  else if (!replies.data) replyBody = <LoadingState message="Loading replies..." />;
  else if (replies.data.total === 0)
    replyBody = <EmptyState icon={<MessageSquare className="size-10" />} title="No replies yet" description="Be the first to reply." />;
  else
    replyBody = (
      <PagedList
        query={replies}
        page={replies.data}
        pageSize={FORUM_POST_PAGE_SIZE}
        noun="reply"
        plural="replies"
        label="Pages of replies"
        onOffsetChange={pageTo(FORUM_POST_PAGE_SIZE)}
      >
        <ol className="flex flex-col gap-4">
          {replies.data.items.map((post) => (
            <li key={post.id}>
              <PostItem post={post} thread={t} handlers={handlers} />
            </li>
          ))}
        </ol>
      </PagedList>
    );

  let replyBox;
  if (t.locked)
    replyBox = (
      <p role="status" className="flex items-center gap-2 rounded-[var(--radius-card)] border border-line bg-surface-2 p-4 font-semibold">
        <Lock className="size-4" aria-hidden="true" />
        {FORUM_MESSAGES.locked}
      </p>
    );
  else if (!user)
    replyBox = (
      <p className="flex flex-wrap items-center gap-3 text-muted">
        Members reply here.
        <Link to={paths.login} state={{ from: location.pathname + location.search }} className={buttonClass('secondary', 'sm')}>
          Sign in to reply
        </Link>
      </p>
    );
  else if (can('forum:post'))
    replyBox = (
      <PostBodyForm
        id="forum-reply"
        label="Your reply"
        insert={insert}
        submitLabel="Post Reply"
        busyLabel="Posting..."
        onSave={async (input) => {
          const { message } = await reply.mutateAsync({ threadId, input });
          void notify(message ?? 'Reply posted', 'success');
          return true;
        }}
      />
    );

  return (
    <Page title={t.title}>
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <BackLink categoryId={t.category_id} categoryName={t.category_name} />
        <header className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Link to={paths.forumCategory(t.category_id)} className="font-mono text-xs uppercase tracking-widest text-accent-text hover:underline">
              {t.category_name}
            </Link>
            <ThreadLabels thread={t} showNew={false} />
          </div>
          <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{t.title}</h1>
          <div className="flex flex-wrap items-center gap-3">
            {t.link ? (
              <p className="text-sm text-muted">
                About{' '}
                <Link to={t.link.path} className="font-semibold text-accent-text hover:underline">
                  {t.link.title}
                </Link>
              </p>
            ) : null}
            {t.subscribed !== null ? (
              <Button
                variant="secondary"
                size="sm"
                className="sm:ml-auto"
                aria-pressed={t.subscribed}
                disabled={subscription.isPending}
                onClick={() =>
                  subscription.mutate(
                    { id: t.id, subscribe: !t.subscribed },
                    notifyOutcome(t.subscribed ? FORUM_MESSAGES.unsubscribed : FORUM_MESSAGES.subscribed, 'Failed to update the subscription'),
                  )
                }
              >
                {t.subscribed ? <BellOff className="size-4" aria-hidden="true" /> : <Bell className="size-4" aria-hidden="true" />}
                {t.subscribed ? 'Unsubscribe' : 'Subscribe'}
              </Button>
            ) : null}
          </div>
          {moderator ? <ThreadModeration thread={t} categories={categories.data ?? []} onDelete={() => deleting.ask('thread')} /> : null}
        </header>
        <PostItem post={t.opening_post} thread={t} handlers={handlers} />
        {answer ? (
          <section aria-labelledby="forum-answer" className="flex flex-col gap-3">
            <h2 id="forum-answer" className="text-xl font-bold">
              Answer
            </h2>
            <PostItem post={answer} thread={t} handlers={handlers} />
          </section>
        ) : null}
        <section aria-labelledby="forum-replies" className="flex flex-col gap-3">
          <h2 id="forum-replies" className="text-xl font-bold">
            Replies
          </h2>
          {replyBody}
        </section>
        <section aria-label="Reply" className="flex flex-col gap-3">
          {replyBox}
        </section>
      </div>
      <ReportDialog postId={reporting} onClose={() => setReporting(null)} />
      {deleting.dialog}
    </Page>
  );
}
