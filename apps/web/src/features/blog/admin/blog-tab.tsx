import type { BlogPostSummary, BlogWriter } from '@esdc/core/blog';
import { paths } from '@esdc/core/routes';
import type { UserSearchResult } from '@esdc/core/user';
import { Eye, Newspaper, PenLine, Pencil, Send, Trash2, Undo2, UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldShell } from '../../../components/form-field';
import { FilterSelect } from '../../../components/filter-select';
import { MemberCombobox } from '../../../components/member-combobox';
import { EmptyState } from '../../../components/states';
import { formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useDeleteAdminPost, useSetAdminPostPublished, useSetWriter, useAdminPosts, useWriters } from '../api/admin-blog';
import { AdminList } from '../../../components/admin/admin-list';
import { CardFacts, CardList } from '../../../components/admin/card-list';
import { DataTable, type Column } from '../../../components/admin/data-table';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import { SearchBox } from '../../../components/admin/search-box';
import { withServerMessage } from '../../../components/admin/server-message';
import { useListSearch } from '../../../components/admin/use-list-search';
import { usePagedOffset } from '../../../components/admin/use-paged-offset';
import { NoneFound } from '../../../components/admin/none-found';

/** Posts and writers per page. */
const PAGE_SIZE = 20;
const STATUS_OPTIONS = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
] as const;
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const day = (iso: string | null) => (iso ? <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time> : '—');
const action = 'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition';

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
  return (
    <div className="flex flex-wrap justify-end gap-1.5">
      <Link to={paths.blogPost(post.slug)} aria-label={`View ${post.title}`} className={`${action} border border-line text-fg hover:bg-surface-2`}>
        <Eye className="size-3.5" aria-hidden="true" />
        View
      </Link>
      <Link to={paths.editPost(post.slug)} aria-label={`Edit ${post.title}`} className={`${action} border border-line text-fg hover:bg-surface-2`}>
        <Pencil className="size-3.5" aria-hidden="true" />
        Edit
      </Link>
      <button
        type="button"
        onClick={() => onPublish(post)}
        aria-label={`${post.status === 'draft' ? 'Publish' : 'Move to drafts'} ${post.title}`}
        className={`${action} ${post.status === 'draft' ? 'bg-accent-soft text-accent-text hover:brightness-95' : 'border border-line text-fg hover:bg-surface-2'}`}
      >
        {post.status === 'draft' ? <Send className="size-3.5" aria-hidden="true" /> : <Undo2 className="size-3.5" aria-hidden="true" />}
        {post.status === 'draft' ? 'Publish' : 'Unpublish'}
      </button>
      <button type="button" onClick={() => onDelete(post)} aria-label={`Delete ${post.title}`} className={`${action} text-danger hover:bg-danger-soft`}>
        <Trash2 className="size-3.5" aria-hidden="true" />
        Delete
      </button>
    </div>
  );
}

/** Every post, drafts included, with search, a status filter, paging and the per-post actions. */
function PostsPanel() {
  const [status, setStatus] = useState<'published' | 'draft' | ''>('');
  const { text, setText, q, paging, keepOnPage } = useListSearch([status], PAGE_SIZE);
  const posts = useAdminPosts({ q: q || undefined, status: status || 'all', limit: PAGE_SIZE, offset: paging.offset });
  keepOnPage(posts);
  const [deleting, setDeleting] = useState<BlogPostSummary | null>(null);
  const publish = useSetAdminPostPublished();
  const remove = useDeleteAdminPost();

  const onPublish = (post: BlogPostSummary) =>
    publish.mutate(
      { id: post.id, publish: post.status === 'draft' },
      {
        onSuccess: ({ message }) => void notify(message ?? 'Post updated', 'success'),
        onError: (error) => void notify(withServerMessage('Failed to update the post', error), 'error'),
      },
    );
  const confirmDelete = (post: BlogPostSummary) =>
    remove.mutate(post.id, {
      onSuccess: ({ message }) => void notify(message ?? 'Post deleted', 'success'),
      onError: (error) => void notify(withServerMessage('Failed to delete the post', error), 'error'),
    });
  const statusLabel = (p: BlogPostSummary) => (p.status === 'draft' ? 'Draft' : 'Published');

  const columns: Column<BlogPostSummary>[] = [
    {
      header: 'Post',
      cell: (p) => (
        <span className="flex flex-col">
          <Link to={paths.blogPost(p.slug)} className="text-accent-text underline-offset-2 hover:underline">
            {p.title}
          </Link>
          <span className="text-xs font-normal text-muted">{p.category}</span>
        </span>
      ),
    },
    { header: 'Author', cell: (p) => p.author?.name ?? 'Former member' },
    { header: 'Status', cell: statusLabel },
    { header: 'Published', cell: (p) => day(p.published_at), className: 'whitespace-nowrap' },
    { header: 'Views', cell: (p) => formatNumber(p.views), numeric: true },
    { header: 'Likes', cell: (p) => formatNumber(p.likes), numeric: true },
    { header: 'Actions', alignRight: true, cell: (p) => <PostActions post={p} onPublish={onPublish} onDelete={setDeleting} /> },
  ];

  return (
    <div className="flex flex-col gap-5">
      <h2 id="admin-blog-posts" className="text-xl font-bold">
        Posts
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchBox id="admin-blog-search" label="Search posts" placeholder="Title or excerpt" value={text} onChange={setText} />
        <FilterSelect
          className="sm:w-44"
          id="admin-blog-status"
          label="Status"
          allLabel="All statuses"
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
        />
        <Link to={paths.newPost} className={`${buttonClass('primary')} sm:ml-auto`}>
          <PenLine className="size-4" aria-hidden="true" />
          Write a post
        </Link>
      </div>
      <AdminList
        list={posts}
        what="posts"
        one="post"
        empty={<NoneFound title="No posts found" icon={Newspaper} filtered={Boolean(q || status)} />}
        paging={paging}
        cards={(rows) => (
          <CardList label="Posts" items={rows}>
            {(p) => (
              <>
                <div className="min-w-0">
                  <Link to={paths.blogPost(p.slug)} className="font-semibold text-accent-text underline-offset-2 hover:underline">
                    {p.title}
                  </Link>
                  <p className="truncate text-sm text-muted">
                    {p.category} · {statusLabel(p)} · {p.author?.name ?? 'Former member'}
                  </p>
                </div>
                <CardFacts
                  className="grid grid-cols-2 gap-3 border-t border-line pt-3"
                  facts={[
                    { label: 'Published', value: day(p.published_at) },
                    { label: 'Views', numeric: true, value: formatNumber(p.views) },
                  ]}
                />
                <PostActions post={p} onPublish={onPublish} onDelete={setDeleting} />
              </>
            )}
          </CardList>
        )}
        table={(rows) => <DataTable label="Posts" minWidth="min-w-[56rem]" rows={rows} columns={columns} />}
      />
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title={deleting ? `Delete ${deleting.title}?` : 'Delete post?'}
        message="Are you sure you want to delete this post? Its likes and views are deleted too."
        onConfirm={confirmDelete}
      />
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
  const [removing, setRemoving] = useState<BlogWriter | null>(null);
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
        list={writers}
        what="writers"
        one="writer"
        empty={<EmptyState title="No writers yet" description="Add a member above to let them write posts." icon={<Users className="size-10" />} />}
        paging={{ offset, limit: PAGE_SIZE, setOffset }}
        cards={(rows) => (
          <CardList label="Writers" items={rows}>
            {(w) => <WriterRow writer={w} onRemove={setRemoving} />}
          </CardList>
        )}
        table={(rows) => (
          <DataTable
            label="Writers"
            minWidth="min-w-[40rem]"
            rows={rows}
            columns={[
              { header: 'Member', cell: (w) => <WriterName writer={w} /> },
              { header: 'Added', cell: (w) => day(w.added_at), className: 'whitespace-nowrap' },
              { header: 'Posts', cell: (w) => formatNumber(w.posts), numeric: true },
              { header: 'Actions', alignRight: true, cell: (w) => <RemoveWriter writer={w} onRemove={setRemoving} /> },
            ]}
          />
        )}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `Remove ${removing.name} as a writer?` : 'Remove writer?'}
        message="They will no longer be able to write new posts. Their posts stay, and they can still edit them."
        confirmLabel="Remove"
        danger
        onConfirm={() =>
          removing &&
          set.mutate(
            { userId: removing.id, writer: false },
            {
              onSuccess: ({ message }) => void notify(message ?? 'Writer removed', 'success'),
              onError: (error) => void notify(withServerMessage('Failed to remove the writer', error), 'error'),
            },
          )
        }
      />
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
  return (
    <button
      type="button"
      onClick={() => onRemove(writer)}
      aria-label={`Remove ${writer.name} as a writer`}
      className={`${action} text-danger hover:bg-danger-soft`}
    >
      <UserMinus className="size-3.5" aria-hidden="true" />
      Remove
    </button>
  );
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
