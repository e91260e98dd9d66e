import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { BoundControl } from '../../../components/bound-control';
import { SelectField, UrlField } from '../../../components/form-field';
import { ProjectSummaryFields } from '../components/project-fields';
import { BoundProjectImagesField } from '../components/project-images-field';
import { SelectOptions } from '../../../components/select-options';
import { useCreateAdminProject } from '../api/create-admin-project';
import {
  createProjectFormSchema,
  createProjectPayload,
  EMPTY_CREATE_PROJECT_FORM,
  type CreateProjectFormOutput,
  type CreateProjectFormValues,
} from './admin-project-form-schemas';
import { PROJECT_STATUS_OPTIONS } from './project-status-options';
import { OwnerPicker } from './owner-picker';
import { useAdminForm } from '../../../components/admin/use-admin-form';

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
  const { control, field, edited, submit, send, serverError, formState, watch, setValue } = useAdminForm<CreateProjectFormValues, CreateProjectFormOutput>({
    resolver: zodResolver(createProjectFormSchema),
    defaultValues: EMPTY_CREATE_PROJECT_FORM,
    fields: FIELDS,
    onDone,
  });

  const onSubmit = submit((values) =>
    send(() => create.mutateAsync(createProjectPayload(values)), {
      success: 'Project created successfully!',
      failure: 'Failed to create project',
      toast: 'Failed to create project',
    }),
  );

  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel="Create Project"
      busyLabel="Creating..."
      onCancel={onDone}
    >
      <div className="sm:col-span-2">
        <BoundControl control={control} name="owner" onEdit={edited} render={(f) => <OwnerPicker id="create-project-owner" {...f} />} />
      </div>
      <ProjectSummaryFields idPrefix="create-project" field={field} />
      <SelectField id="create-project-status" label="Status" {...field('status')}>
        <SelectOptions options={PROJECT_STATUS_OPTIONS} />
      </SelectField>
      <div className="sm:col-span-2">
        <UrlField id="create-project-github" label="GitHub URL (optional)" placeholder="https://github.com/..." {...field('github_link')} />
      </div>
      <div className="sm:col-span-2">
        <BoundProjectImagesField idPrefix="create-project" form={{ watch, setValue }} onEdit={edited} />
      </div>
    </DialogForm>
  );
}
