import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { notify } from '../../../lib/toast';
import { useCreateAdminProject } from '../api/create-admin-project';
import { CategoryOptions } from './category-options';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { PROJECT_STATUS_OPTIONS } from './option-labels';
import { OwnerPicker } from './owner-picker';
import {
  createProjectFormSchema,
  createProjectPayload,
  EMPTY_CREATE_PROJECT_FORM,
  type CreateProjectFormOutput,
  type CreateProjectFormValues,
} from './admin-project-form-schemas';
import { AdminDialogForm } from './admin-dialog-form';
import { serverFieldErrors, serverMessage } from './server-message';

const FIELDS = ['title', 'description', 'category', 'status', 'github_link'] as const;

/**
 * Create Project modal of the admin panel (SPEC §5 Admin create-project form, §8): an owner found by
 * searching members, Title and Description (4 rows) required, Category, Status and an optional GitHub URL;
 * POST /api/admin/projects with user_id. A failure toasts 'Failed to create project' and shows the reason.
 */
export function CreateProjectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create Project" description="Add a project on behalf of a member." size="lg">
      {open ? <CreateProjectForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function CreateProjectForm({ onDone }: { onDone: () => void }) {
  const create = useCreateAdminProject();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateProjectFormValues, unknown, CreateProjectFormOutput>({ resolver: zodResolver(createProjectFormSchema), defaultValues: EMPTY_CREATE_PROJECT_FORM });
  const clear = () => setServerError(null);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await create.mutateAsync(createProjectPayload(values));
      void notify(result.message ?? 'Project created successfully!', 'success');
      onDone();
    } catch (error) {
      for (const { field, message } of serverFieldErrors(error, FIELDS)) setError(field, { message });
      setServerError(serverMessage(error));
      void notify('Failed to create project', 'error');
    }
  });

  return (
    <AdminDialogForm onSubmit={onSubmit} busy={isSubmitting} serverError={serverError} submitLabel="Create Project" busyLabel="Creating..." onCancel={onDone}>
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="owner"
          render={({ field, fieldState }) => (
            <OwnerPicker
              id="create-project-owner"
              value={field.value}
              onChange={(owner) => {
                field.onChange(owner);
                clear();
              }}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField id="create-project-title" label="Title" autoComplete="off" error={errors.title?.message} {...register('title', { onChange: clear })} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField id="create-project-description" label="Description" rows={4} error={errors.description?.message} {...register('description', { onChange: clear })} />
      </div>
      <SelectField id="create-project-category" label="Category" error={errors.category?.message} {...register('category', { onChange: clear })}>
        <CategoryOptions />
      </SelectField>
      <SelectField id="create-project-status" label="Status" error={errors.status?.message} {...register('status', { onChange: clear })}>
        {PROJECT_STATUS_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <TextField
          id="create-project-github"
          label="GitHub URL (optional)"
          type="url"
          inputMode="url"
          placeholder="https://github.com/..."
          error={errors.github_link?.message ?? undefined}
          {...register('github_link', { onChange: clear })}
        />
      </div>
    </AdminDialogForm>
  );
}
