import type { ForumCategory } from '@esdc/core/forum-schemas';
import { useQuery } from '@tanstack/react-query';
import { Archive, ArchiveRestore, ArrowDown, ArrowUp, MessagesSquare, Pencil } from 'lucide-react';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminToolbar, CreateAction } from '../../../components/admin/admin-toolbar';
import { CardHead } from '../../../components/admin/card-list';
import { TitleCell, type Column } from '../../../components/admin/data-table';
import { RowAction, RowActionBar } from '../../../components/admin/row-actions';
import { toastOutcome } from '../../../components/admin/toast-outcome';
import { Badge } from '../../../components/badge';
import { useConfirm } from '../../../components/confirm-dialog';
import type { Page } from '@esdc/core/api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { forumKeys } from '../api/forum-keys';
import { listForumCategories } from '../api/list-forum-categories';
import { useSaveForumCategory } from '../api/save-forum-category';
import { ForumCategoryDialog } from './forum-category-dialog';

const SEARCH_DEBOUNCE_MS = 300;
const NO_PAGING = { offset: 0, limit: 100, setOffset: () => undefined };

/** Every category for the tab, archived ones included (an admin's list), as one page, filtered by `q`. */
function useAdminForumCategories(q: string) {
  return useQuery({
    queryKey: forumKeys.adminCategories,
    queryFn: listForumCategories,
    select: (all): Page<ForumCategory> => {
      const needle = q.toLowerCase();
      const items = needle ? all.filter((c) => `${c.name}\n${c.description}`.toLowerCase().includes(needle)) : all;
      return { items, total: items.length, limit: Math.max(items.length, 1), offset: 0 };
    },
  });
}

const state = (c: ForumCategory) => (c.archived ? <Badge tone="neutral">Archived</Badge> : <Badge tone="success">Open</Badge>);

/**
 * The admin panel's Forum categories tab (SPEC §2 Forum Moderation; admins, 'forum:manage-categories'): the categories
 * in order with their description, Q&A mark, counts and state; search; Add Category; per category Edit (rename,
 * describe, Q&A), Move up / Move down, Archive (confirmed: it takes no new threads and is listed to admins only) and
 * Restore.
 */
export function ForumCategoriesTab() {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useAdminForumCategories(q);
  const save = useSaveForumCategory();
  const [editing, setEditing] = useState<ForumCategory | null>(null);
  const [creating, setCreating] = useState(false);
  const all = list.data?.items ?? [];
  const setArchived = (c: ForumCategory, archived: boolean) =>
    save.mutate(
      { id: c.id, body: { archived } },
      toastOutcome(
        archived ? `Category ${c.name} archived` : `Category ${c.name} restored`,
        archived ? 'Failed to archive category' : 'Failed to restore category',
      ),
    );
  const move = (c: ForumCategory, by: -1 | 1) =>
    save.mutate({ id: c.id, body: { position: Math.max(0, all.indexOf(c) + by) } }, toastOutcome(`Category ${c.name} moved`, 'Failed to move category'));
  const archiving = useConfirm<ForumCategory>((c) => ({
    title: `Archive category ${c?.name ?? ''}?`,
    message: 'Its threads stay readable for admins, but it takes no new threads and members no longer see it until it is restored.',
    confirmLabel: 'Archive',
    danger: true,
    onConfirm: () => c && setArchived(c, true),
  }));

  const actions = (c: ForumCategory) => {
    const index = all.indexOf(c);
    return (
      <RowActionBar>
        <RowAction onClick={() => setEditing(c)} icon={Pencil} label="Edit" name={`Edit category ${c.name}`} />
        {!q && index > 0 ? <RowAction onClick={() => move(c, -1)} icon={ArrowUp} label="Up" name={`Move category ${c.name} up`} /> : null}
        {!q && index < all.length - 1 ? <RowAction onClick={() => move(c, 1)} icon={ArrowDown} label="Down" name={`Move category ${c.name} down`} /> : null}
        {c.archived ? (
          <RowAction onClick={() => setArchived(c, false)} icon={ArchiveRestore} label="Restore" name={`Restore category ${c.name}`} tone="accent" />
        ) : (
          <RowAction onClick={() => archiving.ask(c)} icon={Archive} label="Archive" name={`Archive category ${c.name}`} tone="warning" />
        )}
      </RowActionBar>
    );
  };
  const columns: Column<ForumCategory>[] = [
    { header: 'Category', cell: (c) => <TitleCell title={c.name} sub={c.description || undefined} /> },
    { header: 'Q&A', cell: (c) => (c.qa ? <Badge tone="accent">Q&amp;A</Badge> : 'No') },
    { header: 'Threads', cell: (c) => c.thread_count, numeric: true },
    { header: 'State', cell: state },
    { header: 'Actions', alignRight: true, cell: actions },
  ];

  return (
    <div className="flex flex-col gap-5">
      <AdminToolbar
        search={{ id: 'admin-forum-categories-search', label: 'Search forum categories', placeholder: 'Name or description', value: text, onChange: setText }}
      >
        <CreateAction label="Add Category" onClick={() => setCreating(true)} />
      </AdminToolbar>
      <AdminList
        source={{ list, paging: NO_PAGING, filtered: Boolean(q) }}
        what="forum categories"
        one="forum category"
        none={{ icon: MessagesSquare, hint: 'Try another search.', otherwise: 'Add the first category.' }}
        table={{ minWidth: 'min-w-[44rem]', columns }}
        card={(c) => (
          <>
            <CardHead title={<p className="font-semibold">{c.name}</p>} meta={c.description} metaClassName="text-sm text-muted" badge={state(c)} />
            {actions(c)}
          </>
        )}
      />
      <ForumCategoryDialog open={creating} category={null} onOpenChange={setCreating} />
      <ForumCategoryDialog open={editing !== null} category={editing} onOpenChange={(open) => !open && setEditing(null)} />
      {archiving.dialog}
    </div>
  );
}
