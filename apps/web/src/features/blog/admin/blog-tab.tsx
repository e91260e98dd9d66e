import type { BlogPostSummary, BlogWriter } from '@esdc/core/blog';
import { paths } from '@esdc/core/routes';
import type { UserSearchResult } from '@esdc/core/user';
import { Eye, Newspaper, PenLine, Pencil, Send, Trash2, Undo2, UserMinus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { useConfirm } from '../../../components/confirm-dialog';
import { FieldShell } from '../../../components/form-field';
import { MemberCombobox } from '../../../components/member-combobox';
import { formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useDeleteAdminPost, useSetAdminPostPublished, useSetWriter, useAdminPosts, useWriters } from '../api/admin-blog';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminToolbar, CreateAction } from '../../../components/admin/admin-toolbar';
import { CardFacts, CardHead } from '../../../components/admin/card-list';
import { TitleCell, type Column } from '../../../components/admin/data-table';
import { useDeleteConfirm } from '../../../components/admin/delete-confirm';
import { RowAction, RowActionBar } from '../../../components/admin/row-actions';
import { toastOutcome } from '../../../components/admin/toast-outcome';
import { useAdminFilter } from '../../../components/admin/use-admin-filter';
import { withServerMessage } from '../../../components/admin/server-message';
import { useSearchedList } from '../../../components/admin/use-searched-list';
import { usePagedOffset } from '../../../components/admin/use-paged-offset';

/** Posts and writers per page. */
const PAGE_SIZE = 20;
const STATUS_FILTER = {
  id: 'admin-blog-status',
  label: 'Status',
  allLabel: 'All statuses',
  options: [
    { value: 'published', label: 'Published' },
    { value: 'draft', label: 'Draft' },
  ],
} as const;
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const day = (iso: string | null) => (iso ? <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time> : '—');
/** The admin's page of posts: every status unless one is chosen, no search while the box is empty. */
function usePostPage({ q, status, ...page }: { q: string; status: BlogPostSummary['status'] | ''; limit: number; offset: number }) {
  return useAdminPosts({ q: q || undefined, status: status || 'all', ...page });
}

/** View, Edit, Publish or Move to drafts, and Delete of one post. */
function PostActions({
  post,
  onPublish,
  onDelete,
}: {
  post: BlogPostSummary;
  onPublish: (p: BlogPostSummary) => void;
  onDelete: (p: BlogPostSummary) => void;
}) {
  const draft = post.status === 'draft';
  return (
    <RowActionBar>
      <RowAction to={paths.blogPost(post.slug)} icon={Eye} label="View" name={`View ${post.title}`} />
      <RowAction to={paths.editPost(post.slug)} icon={Pencil} label="Edit" name={`Edit ${post.title}`} />
      <RowAction
        onClick={() => onPublish(post)}
        icon={draft ? Send : Undo2}
        label={draft ? 'Publish' : 'Unpublish'}
        name={`${draft ? 'Publish' : 'Move to drafts'} ${post.title}`}
        tone={draft ? 'accent' : 'neutral'}
      />
      <RowAction onClick={() => onDelete(post)} icon={Trash2} label="Delete" name={`Delete ${post.title}`} tone="danger" />
    </RowActionBar>
  );
}

/** A post's title, linking to it. */
function PostLink({ post, className }: { post: BlogPostSummary; className: string }) {
  return (
    <Link to={paths.blogPost(post.slug)} className={className}>
      {post.title}
    </Link>
  );
}

/** Every post, drafts included, with search, a status filter, paging and the per-post actions. */
function PostsPanel() {
  const status = useAdminFilter(STATUS_FILTER);
  const { search, ...found } = useSearchedList(usePostPage, { status: status.value }, PAGE_SIZE);
  const publish = useSetAdminPostPublished();
  const remove = useDeleteAdminPost();
  const deleting = useDeleteConfirm<BlogPostSummary>(
    {
      title: (p) => (p ? `Delete ${p.title}?` : 'Delete post?'),
      message: () => 'Are you sure you want to delete this post? Its likes and views are deleted too.',
    },
    (post) => remove.mutate(post.id, toastOutcome('Post deleted', 'Failed to delete the post')),
  );

  const onPublish = (post: BlogPostSummary) =>
    publish.mutate({ id: post.id, publish: post.status === 'draft' }, toastOutcome('Post updated', 'Failed to update the post'));
  const statusLabel = (p: BlogPostSummary) => (p.status === 'draft' ? 'Draft' : 'Published');
  const actions = (p: BlogPostSummary) => <PostActions post={p} onPublish={onPublish} onDelete={deleting.ask} />;

  const columns: Column<BlogPostSummary>[] = [
    {
      header: 'Post',
      cell: (p) => <TitleCell title={<PostLink post={p} className="text-accent-text underline-offset-2 hover:underline" />} sub={p.category} />,
    },
    { header: 'Author', cell: (p) => p.author?.name ?? 'Former member' },
    { header: 'Status', cell: statusLabel },
    { header: 'Published', cell: (p) => day(p.published_at), className: 'whitespace-nowrap' },
    { header: 'Views', cell: (p) => formatNumber(p.views), numeric: true },
    { header: 'Likes', cell: (p) => formatNumber(p.likes), numeric: true },
    { header: 'Actions', alignRight: true, cell: actions },
  ];

  return (
    <div className="flex flex-col gap-5">
      <h2 id="admin-blog-posts" className="text-xl font-bold">
        Posts
      </h2>
      <AdminToolbar search={{ id: 'admin-blog-search', label: 'Search posts', placeholder: 'Title or excerpt', ...search }}>
        {status.select}
        <CreateAction label="Write a post" icon={PenLine} to={paths.newPost} />
      </AdminToolbar>
      <AdminList
        source={found}
        what="posts"
        one="post"
        none={{ icon: Newspaper }}
        table={{ minWidth: 'min-w-[56rem]', columns }}
        card={(p) => (
          <>
            <CardHead
              title={<PostLink post={p} className="font-semibold text-accent-text underline-offset-2 hover:underline" />}
              meta={`${p.category} · ${statusLabel(p)} · ${p.author?.name ?? 'Former member'}`}
            />
            <CardFacts
              className="grid grid-cols-2 gap-3 border-t border-line pt-3"
              facts={[
                { label: 'Published', value: day(p.published_at) },
                { label: 'Views', numeric: true, value: formatNumber(p.views) },
              ]}
            />
            {actions(p)}
          </>
        )}
      />
      {deleting.dialog}
    </div>
  );
}

/**
 * The members an admin made writers: add one through the member search,
 * remove one (confirmed; their posts stay theirs). Admins and moderators write without being listed.
 */
function WritersPanel() {
  const [offset, setOffset] = usePagedOffset('writers');
  const writers = useWriters({ limit: PAGE_SIZE, offset });
  const set = useSetWriter();
  const removing = useConfirm<BlogWriter>((w) => ({
    title: w ? `Remove ${w.name} as a writer?` : 'Remove writer?',
    message: 'They will no longer be able to write new posts. Their posts stay, and they can still edit them.',
    confirmLabel: 'Remove',
    danger: true,
    onConfirm: () => w && set.mutate({ userId: w.id, writer: false }, toastOutcome('Writer removed', 'Failed to remove the writer')),
  }));
  const listed = new Set((writers.data?.items ?? []).map((w) => w.id));

  const add = (user: UserSearchResult) =>
    set.mutate(
      { userId: user.id, writer: true },
      {
        onSuccess: ({ message }) => void notify(`${message ?? 'Writer added'}: ${user.name}`, 'success'),
        onError: (error) => void notify(withServerMessage('Failed to add the writer', error), 'error'),
      },
    );

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h2 id="admin-blog-writers" className="text-xl font-bold">
          Writers
        </h2>
        <p className="mt-1 text-sm text-muted">Members who may write for the blog. Admins and moderators always may.</p>
      </div>
      <div className="max-w-md">
        <FieldShell id="admin-blog-add-writer" label="Add a writer" hint="Search members by name or email, then pick one.">
          <MemberCombobox id="admin-blog-add-writer" onPick={add} isPicked={(u) => listed.has(u.id)} enterPicksOnlyMatch />
        </FieldShell>
      </div>
      <AdminList
        source={{ list: writers, paging: { offset, limit: PAGE_SIZE, setOffset } }}
        what="writers"
        one="writer"
        none={{ icon: Users, title: 'No writers yet', otherwise: 'Add a member above to let them write posts.' }}
        table={{
          minWidth: 'min-w-[40rem]',
          columns: [
            { header: 'Member', cell: (w) => <WriterName writer={w} /> },
            { header: 'Added', cell: (w) => day(w.added_at), className: 'whitespace-nowrap' },
            { header: 'Posts', cell: (w) => formatNumber(w.posts), numeric: true },
            { header: 'Actions', alignRight: true, cell: (w) => <RemoveWriter writer={w} onRemove={removing.ask} /> },
          ],
        }}
        card={(w) => <WriterRow writer={w} onRemove={removing.ask} />}
      />
      {removing.dialog}
    </div>
  );
}

function WriterName({ writer }: { writer: BlogWriter }) {
  return (
    <span className="flex items-center gap-3">
      <Avatar name={writer.name} src={writer.avatar_url} size={32} />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold">{writer.name}</span>
        <span className="truncate font-mono text-xs text-muted">{writer.email}</span>
      </span>
    </span>
  );
}

function RemoveWriter({ writer, onRemove }: { writer: BlogWriter; onRemove: (w: BlogWriter) => void }) {
  return <RowAction onClick={() => onRemove(writer)} icon={UserMinus} label="Remove" name={`Remove ${writer.name} as a writer`} tone="danger" />;
}

function WriterRow({ writer, onRemove }: { writer: BlogWriter; onRemove: (w: BlogWriter) => void }) {
  return (
    <>
      <WriterName writer={writer} />
      <CardFacts
        className="grid grid-cols-2 gap-3 border-t border-line pt-3"
        facts={[
          { label: 'Added', value: day(writer.added_at) },
          { label: 'Posts', numeric: true, value: formatNumber(writer.posts) },
        ]}
      />
      <RemoveWriter writer={writer} onRemove={onRemove} />
    </>
  );
}

/** The Blog tab: every post, drafts included, with their actions, and the writers an admin appoints. */
export function BlogTab() {
  return (
    <div className="flex flex-col gap-10">
      <PostsPanel />
      <WritersPanel />
    </div>
  );
}
