import { zodResolver } from '@hookform/resolvers/zod';
import type { Project } from '@esdc/core/project';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { notify } from '../../../lib/toast';
import { useUpdateAdminProject } from '../api/update-admin-project';
import { CategoryOptions } from './category-options';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { PROJECT_STATUS_OPTIONS } from './option-labels';
import {
  editProjectFormSchema,
  editProjectPayload,
  projectToEditValues,
  type EditProjectFormOutput,
  type EditProjectFormValues,
} from './admin-project-form-schemas';
import { AdminDialogForm } from './admin-dialog-form';
import { serverFieldErrors, serverMessage } from './server-message';

const FIELDS = ['title', 'description', 'category', 'status', 'github_link', 'live_url'] as const;

/**
 * Edit Project modal of the admin panel (SPEC §3 Project, §6 Admin): title, description, category, status,
 * GitHub link and live URL, saved with PUT /api/admin/projects/{id}; a refusal shows inline and as a toast.
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
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditProjectFormValues, unknown, EditProjectFormOutput>({ resolver: zodResolver(editProjectFormSchema), defaultValues: projectToEditValues(project) });
  const clear = () => setServerError(null);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body = editProjectPayload(project, values);
    if (Object.keys(body).length === 0) {
      void notify('No changes to save', 'info');
      onDone();
      return;
    }
    try {
      const result = await update.mutateAsync({ id: project.id, input: body });
      void notify(result.message ?? 'Project updated successfully', 'success');
      onDone();
    } catch (error) {
      for (const { field, message } of serverFieldErrors(error, FIELDS)) setError(field, { message });
      const message = serverMessage(error) ?? 'Failed to update project';
      setServerError(message);
      void notify(message, 'error');
    }
  });

  return (
    <AdminDialogForm onSubmit={onSubmit} busy={isSubmitting} serverError={serverError} submitLabel="Save Changes" busyLabel="Saving..." onCancel={onDone}>
      <div className="sm:col-span-2">
        <TextField id="edit-project-title" label="Title" autoComplete="off" error={errors.title?.message} {...register('title', { onChange: clear })} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField id="edit-project-description" label="Description" rows={4} error={errors.description?.message} {...register('description', { onChange: clear })} />
      </div>
      <SelectField id="edit-project-category" label="Category" error={errors.category?.message} {...register('category', { onChange: clear })}>
        <CategoryOptions current={project.category} />
      </SelectField>
      <SelectField id="edit-project-status" label="Status" error={errors.status?.message} {...register('status', { onChange: clear })}>
        {PROJECT_STATUS_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <TextField
        id="edit-project-github"
        label="GitHub Link"
        type="url"
        inputMode="url"
        placeholder="https://github.com/..."
        error={errors.github_link?.message ?? undefined}
        {...register('github_link', { onChange: clear })}
      />
      <TextField
        id="edit-project-live"
        label="Live URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errors.live_url?.message ?? undefined}
        {...register('live_url', { onChange: clear })}
      />
    </AdminDialogForm>
  );
}
