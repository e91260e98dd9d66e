import { BLOG_MESSAGES } from '@esdc/core/blog';
import { paths } from '@esdc/core/routes';
import { ArrowLeft, Eye, Pencil, SearchX, Send, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { Button, buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MarkdownContent } from '../../../components/markdown-content';
import { Page } from '../../../components/page';
import { NotFoundPage } from '../../../components/not-found-page';
import { PendingPage } from '../../../components/pending-page';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useReaderTimeZone } from '../../../lib/reader-date';
import { notify } from '../../../lib/toast';
import { usePost } from '../api/get-post';
import { useCountPostView, useDeletePost, useSetPostPublished } from '../api/post-actions';
import { LikeButton } from '../components/like-button';
import { PostCover } from '../components/post-cover';
import { postDate, readTimeLabel } from '../lib/post-display';
import { ButtonLink } from '../../../components/button-link';

/** 'Back to Blog', to the filtered list the reader came from when there is one. */
function BackToBlog() {
  const location = useLocation();
  const backTo = (location.state as { backTo?: string } | null)?.backTo;
  return (
    <Link to={backTo?.startsWith(paths.blog) ? backTo : paths.blog} className={`${buttonClass('ghost', 'sm')} -ml-3 self-start`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Blog
    </Link>
  );
}

/**
 * /blog/{slug} (SPEC §2 Blog, §3 Blog post): cover, category, title, author with avatar, date, read time, views, the
 * like button with its count, tags (each a link to the posts with that tag), and the content as the server rendered
 * and sanitised it. Its author, moderators and admins get Edit, Publish or Move to drafts, and Delete (confirmed).
 * A missing post (or a draft the reader may not see) shows 'Post not found' with Back to Blog.
 */
export default function PostPage() {
  const { slug = '' } = useParams();
  const post = usePost(slug);
  const navigate = useNavigate();
  const publish = useSetPostPublished();
  const remove = useDeletePost();
  const [confirming, setConfirming] = useState(false);
  const timeZone = useReaderTimeZone();
  useCountPostView(post.data);
  const status = post.error instanceof ApiError ? post.error.status : null;

  if (status === 404) {
    return (
      <NotFoundPage
        icon={SearchX}
        title={BLOG_MESSAGES.notFound}
        message="This post may have been removed, or the link is wrong."
        action={<ButtonLink to={paths.blog}>Back to Blog</ButtonLink>}
      />
    );
  }
  if (!post.data) return <PendingPage title="Blog" back={<BackToBlog />} query={post} errorTitle="Failed to load the post" loadingMessage="Loading post..." />;

  const p = post.data;
  const date = postDate(p, timeZone);
  const togglePublished = () =>
    publish.mutate(
      { id: p.id, publish: p.status === 'draft' },
      {
        onSuccess: ({ message }) => void notify(message ?? 'Post updated', 'success'),
        onError: (error) => void notify(error.message || 'Failed to update the post', 'error'),
      },
    );

  return (
    <Page title={p.title}>
      <article className="mx-auto flex max-w-3xl flex-col gap-6">
        <BackToBlog />
        <header className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <Link to={`${paths.blog}?category=${p.category}`} className="font-mono text-xs uppercase tracking-widest text-accent-text hover:underline">
              {p.category}
            </Link>
            {p.status === 'draft' ? <Badge tone="warning">Draft</Badge> : null}
          </div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{p.title}</h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
            <div className="flex items-center gap-3">
              <Avatar name={p.author?.name ?? 'Former member'} src={p.author?.avatar_url} size={40} />
              <div>
                <p className="font-semibold">
                  {p.author?.username ? (
                    <Link to={paths.userProfile(p.author.username)} className="hover:text-accent-text hover:underline">
                      {p.author.name}
                    </Link>
                  ) : (
                    (p.author?.name ?? 'Former member')
                  )}
                </p>
                <p className="text-sm text-muted">
                  <time dateTime={date.iso}>{date.label}</time> · {readTimeLabel(p.read_time)}
                </p>
              </div>
            </div>
            <div className="flex items-center gap-3 sm:ml-auto">
              <span className="inline-flex items-center gap-1.5 text-sm text-muted">
                <Eye className="size-4" aria-hidden="true" />
                {formatNumber(p.views)} {p.views === 1 ? 'view' : 'views'}
              </span>
              {p.status === 'published' ? <LikeButton post={p} /> : null}
            </div>
          </div>
          {p.can_edit || p.can_delete ? (
            <div className="flex flex-wrap gap-2 rounded-[var(--radius-card)] border border-line bg-surface-2 p-3">
              {p.can_edit ? (
                <>
                  <ButtonLink to={paths.editPost(p.slug)} variant="secondary" size="sm" icon={Pencil}>
                    Edit
                  </ButtonLink>
                  <Button variant={p.status === 'draft' ? 'primary' : 'secondary'} size="sm" onClick={togglePublished} disabled={publish.isPending}>
                    {p.status === 'draft' ? <Send className="size-4" aria-hidden="true" /> : <Undo2 className="size-4" aria-hidden="true" />}
                    {p.status === 'draft' ? 'Publish' : 'Move to drafts'}
                  </Button>
                </>
              ) : null}
              {p.can_delete ? (
                <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete
                </Button>
              ) : null}
            </div>
          ) : null}
        </header>
        {p.cover_image || p.cover_url ? (
          <div className="aspect-[16/9] overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-2">
            <PostCover post={p} sizes="(min-width: 768px) 768px, 100vw" eager />
          </div>
        ) : null}
        <MarkdownContent html={p.content_html} />
        {p.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-2 border-t border-line pt-5">
            {p.tags.map((tag) => (
              <li key={tag}>
                <Link to={paths.blogByTag(tag)} className="inline-flex rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold hover:text-accent-text">
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${p.title}?`}
        message="Are you sure you want to delete this post? Its likes and views are deleted too."
        confirmLabel="Delete"
        danger
        onConfirm={() =>
          remove.mutate(p.id, {
            onSuccess: ({ message }) => {
              void notify(message ?? 'Post deleted', 'success');
              void navigate(paths.blog);
            },
            onError: (error) => void notify(error.message || 'Failed to delete the post', 'error'),
          })
        }
      />
    </Page>
  );
}
