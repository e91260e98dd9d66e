import { RESOURCE_CATEGORIES, RESOURCE_PAGE_SIZE, type Resource, type ResourceCreate } from '@esdc/core/resource';
import { BookMarked, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FilterPanel } from '../../../components/filter-bar';
import { Page } from '../../../components/page';
import { Pagination } from '../../../components/pagination';
import { SearchField } from '../../../components/search-field';
import { ClearFiltersButton, EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/permissions';
import { notify } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useResources } from '../api/list-resources';
import { useCreateResource, useDeleteResource, useUpdateResource } from '../api/save-resource';
import { ResourceCard } from '../components/resource-card';
import { ResourceDialog } from '../components/resource-dialog';
import { resourcesPageParams } from './resources-page-data';

/** The category buttons (SPEC §2 Resources), 'all' first. */
const FILTERS = ['all', ...RESOURCE_CATEGORIES] as const;

/**
 * /resources (SPEC §2 Resources): the club's library of links and files. Category buttons all, arduino,
 * raspberry-pi, pcb, iot, programming and a search, both in the address (?category=, ?q=, ?page=); cards with the
 * link or the file download; 'No Resources Found'; paging. Admins and moderators add, edit and delete resources.
 */
export default function ResourcesPage() {
  const can = useCan();
  const manager = can('resource:manage');
  const { params, change, clearAll, pageTo } = useFilterParams(['page']);
  const { category, q: urlQuery, list: listParams } = resourcesPageParams(params);
  const [text, setText] = useState(urlQuery);
  const settled = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (settled !== urlQuery) change({ q: settled });
    // Only a settled change of the box updates the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  const list = useResources(listParams);
  const [editing, setEditing] = useState<Resource | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Resource | null>(null);
  const create = useCreateResource();
  const update = useUpdateResource();
  const remove = useDeleteResource();

  const save = async (input: ResourceCreate) => {
    const saved = editing && editing !== 'new' ? await update.mutateAsync({ id: editing.id, input }) : await create.mutateAsync(input);
    void notify(saved.message ?? 'Resource saved', 'success');
    setEditing(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      void notify((await remove.mutateAsync(deleting.id)) ?? 'Resource deleted', 'success');
    } catch (error) {
      void notify(error instanceof ApiError ? error.message : 'Could not delete the resource', 'error');
    }
    setDeleting(null);
  };

  let body;
  if (list.isError) body = <ErrorState title="Could not load the resources" message={list.error.message} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <LoadingState message="Loading resources..." />;
  else if (list.data.items.length === 0)
    body = (
      <EmptyState
        icon={<BookMarked className="size-10" />}
        title="No Resources Found"
        description={category || urlQuery ? 'Try another category or search.' : 'Resources will appear here once they are added.'}
        action={
          category || urlQuery ? (
            <ClearFiltersButton
              onClick={() => {
                setText('');
                clearAll();
              }}
            />
          ) : undefined
        }
      />
    );
  else
    body = (
      <>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={list.isFetching}>
          {list.data.items.map((r) => (
            <ResourceCard key={r.id} resource={r} onEdit={manager ? () => setEditing(r) : undefined} onDelete={manager ? () => setDeleting(r) : undefined} />
          ))}
        </ul>
        <Pagination
          what="resources"
          countOnOnePage="resource"
          offset={list.data.offset}
          limit={RESOURCE_PAGE_SIZE}
          total={list.data.total}
          onOffsetChange={pageTo(RESOURCE_PAGE_SIZE)}
        />
      </>
    );

  return (
    <Page
      title="Resources"
      heading="Resources"
      intro="Datasheets, guides and references picked by the club for Arduino, Raspberry Pi, PCB design, IoT and programming."
      actions={
        manager ? (
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            Add resource
          </Button>
        ) : undefined
      }
    >
      <FilterPanel className="flex flex-col gap-4">
        <SearchField
          id="resources-search"
          label="Search resources"
          placeholder="Search by title or description..."
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
        />
        <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
          {FILTERS.map((f) => {
            const active = (f === 'all' && !category) || f === category;
            return (
              <button
                key={f}
                type="button"
                aria-pressed={active}
                onClick={() => change({ category: f === 'all' ? undefined : f })}
                className={`h-9 rounded-full px-4 text-sm font-semibold transition ${active ? 'bg-accent text-accent-fg' : 'border border-line bg-surface text-fg hover:bg-surface-2'}`}
              >
                {f}
              </button>
            );
          })}
        </div>
      </FilterPanel>
      {body}
      <ResourceDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} resource={editing === 'new' ? null : editing} onSave={save} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this resource?"
        message={deleting ? `"${deleting.title}" will be removed from the library${deleting.kind === 'file' ? ', with its file' : ''}.` : ''}
        confirmLabel="Delete"
        danger
        onConfirm={() => void confirmDelete()}
      />
    </Page>
  );
}
