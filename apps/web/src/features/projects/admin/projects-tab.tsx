import type { Project } from '@esdc/core/project';
import { FolderKanban } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../../lib/toast';
import { useDeleteAdminProject } from '../api/delete-admin-project';
import { useAdminProjects } from '../api/list-admin-projects';
import { CreateProjectDialog } from './admin-create-project-dialog';
import { EditProjectDialog } from './admin-edit-project-dialog';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminToolbar, CreateAction } from '../../../components/admin/admin-toolbar';
import { useDeleteConfirm } from '../../../components/admin/delete-confirm';
import { useAdminFilter } from '../../../components/admin/use-admin-filter';
import { PROJECT_STATUS_OPTIONS } from './project-status-options';
import { ProjectCard } from './project-cards';
import { projectsTable } from './projects-table';
import { useSearchedList } from '../../../components/admin/use-searched-list';

/** Projects per page. */
const PAGE_SIZE = 20;
const STATUS_FILTER = { id: 'admin-projects-status', label: 'Status', allLabel: 'All statuses', options: PROJECT_STATUS_OPTIONS };

/**
 * The Projects tab (SPEC §2 Admin panel, §5 Admin create-project form, §8 Delete project): search, a status
 * filter, Create, the table with Edit / Delete, paging, and 'No projects found' when nothing matches.
 * Delete asks 'Are you sure you want to delete this project?'.
 */
export function ProjectsTab() {
  const status = useAdminFilter(STATUS_FILTER);
  const { search, ...found } = useSearchedList(useAdminProjects, { status: status.value }, PAGE_SIZE);

  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Project | null>(null);
  const remove = useDeleteAdminProject();
  const deleting = useDeleteConfirm<Project>(
    { title: (p) => (p ? `Delete ${p.title}?` : 'Delete project?'), message: () => 'Are you sure you want to delete this project?' },
    (project) =>
      remove.mutate(project.id, {
        onSuccess: () => void notify('Project deleted successfully', 'success'),
        onError: () => void notify('Failed to delete project', 'error'),
      }),
  );

  const actions = { onEdit: setEditing, onDelete: deleting.ask };
  return (
    <div className="flex flex-col gap-5">
      <AdminToolbar search={{ id: 'admin-projects-search', label: 'Search projects', placeholder: 'Title or description', ...search }}>
        {status.select}
        <CreateAction label="Create Project" onClick={() => setCreating(true)} />
      </AdminToolbar>
      <AdminList
        source={found}
        what="projects"
        one="project"
        none={{ icon: FolderKanban }}
        table={projectsTable(actions)}
        card={(p) => <ProjectCard project={p} {...actions} />}
      />
      <CreateProjectDialog open={creating} onOpenChange={setCreating} />
      <EditProjectDialog project={editing} onOpenChange={(open) => !open && setEditing(null)} />
      {deleting.dialog}
    </div>
  );
}
