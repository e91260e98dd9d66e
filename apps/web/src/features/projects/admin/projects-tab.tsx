import type { Project, ProjectStatus } from '@esdc/core/project';
import { FolderKanban, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { notify } from '../../../lib/toast';
import { useDeleteAdminProject } from '../api/delete-admin-project';
import { useAdminProjects } from '../api/list-admin-projects';
import { CreateProjectDialog } from './admin-create-project-dialog';
import { EditProjectDialog } from './admin-edit-project-dialog';
import { AdminList } from '../../../components/admin/admin-list';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import { FilterSelect } from '../../../components/filter-select';
import { PROJECT_STATUS_OPTIONS } from './project-status-options';
import { ProjectCards } from './project-cards';
import { ProjectsTable } from './projects-table';
import { SearchBox } from '../../../components/admin/search-box';
import { useListSearch } from '../../../components/admin/use-list-search';
import { NoneFound } from '../../../components/admin/none-found';

/** Projects per page. */
const PAGE_SIZE = 20;

/**
 * The Projects tab (SPEC §2 Admin panel, §5 Admin create-project form, §8 Delete project): search, a status
 * filter, Create, the table with Edit / Delete, paging, and 'No projects found' when nothing matches.
 * Delete asks 'Are you sure you want to delete this project?'.
 */
export function ProjectsTab() {
  const [status, setStatus] = useState<ProjectStatus | ''>('');
  const { text, setText, q, paging, keepOnPage } = useListSearch([status], PAGE_SIZE);
  const projects = useAdminProjects({ q, status, limit: PAGE_SIZE, offset: paging.offset });
  keepOnPage(projects);

  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const remove = useDeleteAdminProject();

  const confirmDelete = (project: Project) => {
    remove.mutate(project.id, {
      onSuccess: () => void notify('Project deleted successfully', 'success'),
      onError: () => void notify('Failed to delete project', 'error'),
    });
  };

  const actions = { onEdit: setEditing, onDelete: setDeleting };
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchBox id="admin-projects-search" label="Search projects" placeholder="Title or description" value={text} onChange={setText} />
        <FilterSelect
          className="sm:w-44"
          id="admin-projects-status"
          label="Status"
          allLabel="All statuses"
          value={status}
          options={PROJECT_STATUS_OPTIONS}
          onChange={setStatus}
        />
        <Button onClick={() => setCreating(true)} className="sm:ml-auto">
          <Plus className="size-4" aria-hidden="true" />
          Create Project
        </Button>
      </div>
      <AdminList
        list={projects}
        what="projects"
        one="project"
        empty={<NoneFound title="No projects found" icon={FolderKanban} filtered={Boolean(q || status)} />}
        paging={paging}
        cards={(rows) => <ProjectCards projects={rows} {...actions} />}
        table={(rows) => <ProjectsTable projects={rows} {...actions} />}
      />
      <CreateProjectDialog open={creating} onOpenChange={setCreating} />
      <EditProjectDialog project={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title={deleting ? `Delete ${deleting.title}?` : 'Delete project?'}
        message="Are you sure you want to delete this project?"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
