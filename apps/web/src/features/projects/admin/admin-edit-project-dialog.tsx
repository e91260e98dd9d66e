import { zodResolver } from '@hookform/resolvers/zod';
import type { Project } from '@esdc/core/project';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { SelectField } from '../../../components/form-field';
import { ProjectLinkFields, ProjectSummaryFields } from '../components/project-fields';
import { BoundProjectImagesField } from '../components/project-images-field';
import { SelectOptions } from '../../../components/select-options';
import { useUpdateAdminProject } from '../api/update-admin-project';
import {
  editProjectFormSchema,
  editProjectPayload,
  projectToEditValues,
  type EditProjectFormOutput,
  type EditProjectFormValues,
} from './admin-project-form-schemas';
import { PROJECT_STATUS_OPTIONS } from './project-status-options';
import { useAdminForm } from '../../../components/admin/use-admin-form';

const FIELDS = ['title', 'description', 'category', 'status', 'github_link', 'live_url'] as const;

/**
 * Edit Project modal of the admin panel (SPEC §3 Project, §6 Admin): title, description, category, status,
 * GitHub link, live URL and uploaded images, saved with PUT /api/admin/projects/{id}; a refusal shows inline and as a toast.
 */
export function EditProjectDialog({ project, onOpenChange }: { project: Project | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={project !== null} onOpenChange={onOpenChange} title="Edit Project" description={project?.title} size="lg">
      {project ? <EditProjectForm key={project.id} project={project} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function EditProjectForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const update = useUpdateAdminProject();
  const { field, edited, submit, saveChanges, serverError, formState, watch, setValue } = useAdminForm<EditProjectFormValues, EditProjectFormOutput>({
    resolver: zodResolver(editProjectFormSchema),
    defaultValues: projectToEditValues(project),
    fields: FIELDS,
    onDone,
  });

  const onSubmit = submit((values) =>
    saveChanges(editProjectPayload(project, values), (input) => update.mutateAsync({ id: project.id, input }), {
      success: 'Project updated successfully',
      failure: 'Failed to update project',
    }),
  );

  return (
    <DialogForm onSubmit={onSubmit} busy={formState.isSubmitting} serverError={serverError} submitLabel="Save Changes" busyLabel="Saving..." onCancel={onDone}>
      <ProjectSummaryFields idPrefix="edit-project" field={field} currentCategory={project.category ?? ''} />
      <SelectField id="edit-project-status" label="Status" {...field('status')}>
        <SelectOptions options={PROJECT_STATUS_OPTIONS} />
      </SelectField>
      <ProjectLinkFields idPrefix="edit-project" field={field} />
      <div className="sm:col-span-2">
        <BoundProjectImagesField idPrefix="edit-project" form={{ watch, setValue }} onEdit={edited} />
      </div>
    </DialogForm>
  );
}
