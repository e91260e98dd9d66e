import type { Project } from '@esdc/core/project';
import { Dialog } from '../../../components/dialog';
import { notify } from '../../../lib/toast';
import { useUpdateProject } from '../api/update-project';
import { ProjectForm } from './project-form';
import { projectToFormValues } from './member-project-form-schema';

/** Edit dialog for the owner or an admin (SPEC §5 Edit/delete rights): saved with PUT /api/projects/{id}. */
export function EditProjectDialog({ project, open, onOpenChange }: { project: Project; open: boolean; onOpenChange: (open: boolean) => void }) {
  const update = useUpdateProject(project.id);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit Project" description={project.title} size="lg">
      {open ? (
        <ProjectForm
          idPrefix="edit-project"
          mode="edit"
          initial={projectToFormValues(project)}
          errorFallback="Failed to update project. Please try again."
          onCancel={() => onOpenChange(false)}
          onSubmit={async (payload) => {
            // Status changes go through the Start / Mark Complete / Archive actions (SPEC §4).
            const { status: _status, ...changes } = payload;
            await update.mutateAsync(changes);
            void notify('Project updated successfully', 'success');
            onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}
