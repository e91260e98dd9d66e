import type { Project, ProjectStatus } from '@esdc/core/project';
import { FolderKanban, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { notify } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteAdminProject } from '../api/delete-admin-project';
import { useAdminProjects } from '../api/list-admin-projects';
import { ACCESS_DENIED } from './access-denied';
import { CreateProjectDialog } from './admin-create-project-dialog';
import { EditProjectDialog } from './admin-edit-project-dialog';
import { FilterSelect } from './filter-select';
import { PROJECT_STATUS_OPTIONS } from './option-labels';
import { Pagination } from './pagination';
import { ProjectCards } from './project-cards';
import { ProjectsTable } from './projects-table';
import { SearchBox } from './search-box';
import { isForbidden } from './server-message';
import { clampOffset, usePagedOffset } from './use-paged-offset';

/** Projects per page. */
const PAGE_SIZE = 20;
/** Delay before a typed search asks the server (SPEC §9: 300 ms). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The Projects tab (SPEC §2 Admin panel, §5 Admin create-project form, §8 Delete project): search, a status
 * filter, Create, the table with Edit / Delete, paging, and 'No projects found' when nothing matches.
 * Delete asks 'Are you sure you want to delete this project?'.
 */
export function ProjectsTab() {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<ProjectStatus | ''>('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [offset, setOffset] = usePagedOffset(JSON.stringify([q, status]));
  const projects = useAdminProjects({ q, status, limit: PAGE_SIZE, offset });

  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const remove = useDeleteAdminProject();

  const page = projects.data;
  if (page && !projects.isPlaceholderData) {
    const clamped = clampOffset(offset, PAGE_SIZE, page.total, page.items.length);
    if (clamped !== offset) setOffset(clamped);
  }

  const confirmDelete = (project: Project) => {
    remove.mutate(project.id, {
      onSuccess: () => void notify('Project deleted successfully', 'success'),
      onError: () => void notify('Failed to delete project', 'error'),
    });
  };

  let body;
  if (projects.isPending) body = <LoadingState message="Loading projects..." />;
  else if (projects.isError && !page)
    body = isForbidden(projects.error) ? (
      <ErrorState title={ACCESS_DENIED} />
    ) : (
      <ErrorState title="Failed to load projects" message={projects.error.message} onRetry={() => void projects.refetch()} />
    );
  else if (!page || page.items.length === 0)
    body = <EmptyState title="No projects found" description={q || status ? 'Try another search or clear the filter.' : undefined} icon={<FolderKanban className="size-10" />} />;
  else
    body = (
      <>
        <div className="md:hidden">
          <ProjectCards projects={page.items} onEdit={setEditing} onDelete={setDeleting} />
        </div>
        <div className="hidden md:block">
          <ProjectsTable projects={page.items} onEdit={setEditing} onDelete={setDeleting} />
        </div>
        <Pagination what="projects" offset={offset} limit={PAGE_SIZE} total={page.total} onOffsetChange={setOffset} />
      </>
    );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchBox id="admin-projects-search" label="Search projects" placeholder="Title or description" value={text} onChange={setText} />
        <FilterSelect id="admin-projects-status" label="Status" allLabel="All statuses" value={status} options={PROJECT_STATUS_OPTIONS} onChange={setStatus} />
        <Button onClick={() => setCreating(true)} className="sm:ml-auto">
          <Plus className="size-4" aria-hidden="true" />
          Create Project
        </Button>
      </div>
      <div aria-live="polite" className="sr-only">
        {page && !projects.isFetching ? `${page.total} ${page.total === 1 ? 'project' : 'projects'} found` : ''}
      </div>
      {body}
      <CreateProjectDialog open={creating} onOpenChange={setCreating} />
      <EditProjectDialog project={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete ${deleting.title}?` : 'Delete project?'}
        message="Are you sure you want to delete this project?"
        confirmLabel="Delete"
        danger
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </div>
  );
}
