import type { Project, ProjectAction } from '@esdc/core/project';
import { paths } from '@esdc/core/routes';
import { Archive, CircleCheck, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/toast';
import { useChangeProjectStatus } from '../api/change-project-status';
import { useDeleteProject } from '../api/delete-project';
import { EditProjectDialog } from './member-edit-project-dialog';

const DONE: Record<ProjectAction, string> = {
  start: 'Project started',
  complete: 'Project marked complete',
  archive: 'Project archived',
};

/**
 * Owner and admin tools on the project detail (SPEC §4 Project status, §5 Edit/delete rights, §8 Delete
 * project): Edit, Start (draft only), Mark Complete (unless completed), Archive, and Delete after the
 * confirm 'Are you sure you want to delete this project?'. Refusals show the server's message.
 */
export function ProjectOwnerActions({ project }: { project: Project }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const status = useChangeProjectStatus(project.id);
  const remove = useDeleteProject(project.id);
  const busy = status.isPending || remove.isPending;

  const act = (action: ProjectAction) =>
    status.mutate(action, {
      onSuccess: () => void notify(DONE[action], 'success'),
      onError: (error) => void notify(error.message, 'error'),
    });

  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        void notify('Project deleted successfully', 'success');
        navigate(paths.myProjects);
      },
      onError: () => void notify('Failed to delete project', 'error'),
    });

  return (
    <section aria-labelledby="owner-actions-title" className="rounded-[var(--radius-card)] border border-dashed border-line bg-surface-2 p-4">
      <h2 id="owner-actions-title" className="text-sm font-semibold uppercase tracking-wide text-muted">
        Manage project
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)} disabled={busy}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Button>
        {project.status === 'draft' ? (
          <Button variant="secondary" size="sm" onClick={() => act('start')} disabled={busy}>
            <Play className="size-4" aria-hidden="true" />
            Start
          </Button>
        ) : null}
        {project.status !== 'completed' ? (
          <Button variant="secondary" size="sm" onClick={() => act('complete')} disabled={busy}>
            <CircleCheck className="size-4" aria-hidden="true" />
            Mark Complete
          </Button>
        ) : null}
        {project.status !== 'archived' ? (
          <Button variant="secondary" size="sm" onClick={() => act('archive')} disabled={busy}>
            <Archive className="size-4" aria-hidden="true" />
            Archive
          </Button>
        ) : null}
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)} disabled={busy}>
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      </div>
      <EditProjectDialog project={project} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete project"
        message="Are you sure you want to delete this project?"
        confirmLabel="Delete"
        danger
        onConfirm={onDelete}
      />
    </section>
  );
}
