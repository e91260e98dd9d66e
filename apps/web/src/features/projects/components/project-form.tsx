import { zodResolver } from '@hookform/resolvers/zod';
import type { ProjectCreateInput } from '@esdc/core/project-schemas';
import { DialogForm } from '../../../components/dialog-form';
import { BoundControl } from '../../../components/bound-control';
import { SelectField, TextField, UrlField } from '../../../components/form-field';
import { ProjectLinkFields, ProjectSummaryFields } from './project-fields';
import { BoundProjectImagesField } from './project-images-field';
import { SelectOptions } from '../../../components/select-options';
import { useServerForm } from '../../../lib/use-server-form';
import { ContributorPicker } from './contributor-picker';
import {
  CREATE_STATUS_OPTIONS,
  EMPTY_PROJECT_FORM,
  formToPayload,
  projectFormSchema,
  type ProjectFormOutput,
  type ProjectFormValues,
} from './member-project-form-schema';

/**
 * The project form shared by the Create Project modal and the edit dialog (SPEC §2 My Projects, §5 Create
 * project form). Submits the request body; a thrown error shows its message, else `errorFallback`.
 * After a successful create the form resets.
 */
export function ProjectForm({
  idPrefix,
  initial = EMPTY_PROJECT_FORM,
  mode,
  onSubmit,
  onCancel,
  errorFallback,
  onEdit,
}: {
  idPrefix: string;
  initial?: ProjectFormValues;
  mode: 'create' | 'edit';
  onSubmit: (payload: ProjectCreateInput) => Promise<void>;
  onCancel: () => void;
  errorFallback: string;
  /** Called whenever the user changes a field (e.g. to hide a success message). */
  onEdit?: () => void;
}) {
  const { control, reset, field, edited, trySubmit, serverError, formState, watch, setValue } = useServerForm<ProjectFormValues, ProjectFormOutput>(
    { resolver: zodResolver(projectFormSchema), defaultValues: initial },
    onEdit,
  );

  const onValid = trySubmit(async (values) => {
    await onSubmit(formToPayload(values));
    if (mode === 'create') reset(EMPTY_PROJECT_FORM);
  }, errorFallback);

  const id = (name: string) => `${idPrefix}-${name}`;
  const labels = mode === 'create' ? { submitLabel: 'Create Project', busyLabel: 'Creating...' } : { submitLabel: 'Save Changes', busyLabel: 'Saving...' };

  return (
    <DialogForm onSubmit={onValid} busy={formState.isSubmitting} serverError={serverError} onCancel={onCancel} {...labels}>
      <ProjectSummaryFields idPrefix={idPrefix} field={field} currentCategory={initial.category} />
      {mode === 'create' ? (
        <SelectField id={id('status')} label="Status" {...field('status')}>
          <SelectOptions options={CREATE_STATUS_OPTIONS} />
        </SelectField>
      ) : (
        <TextField id={id('cost')} label="Project Cost (USD)" inputMode="decimal" placeholder="0.00" {...field('cost')} />
      )}
      <ProjectLinkFields idPrefix={idPrefix} field={field} />
      <div className="sm:col-span-2">
        <BoundProjectImagesField idPrefix={idPrefix} form={{ watch, setValue }} onEdit={edited} />
      </div>
      <div className="sm:col-span-2">
        <UrlField id={id('image')} label="Image URL" hint="Or link an image hosted elsewhere (shown when there is no uploaded cover)." {...field('image')} />
      </div>
      <TextField id={id('technologies')} label="Technologies" placeholder="ESP32, FreeRTOS, MQTT" hint="Comma separated" {...field('technologies')} />
      <TextField id={id('tags')} label="Tags" placeholder="iot, sensors" hint="Comma separated" {...field('tags')} />
      <div className="sm:col-span-2">
        <BoundControl control={control} name="contributors" onEdit={edited} render={(f) => <ContributorPicker id={id('contributors')} {...f} />} />
      </div>
    </DialogForm>
  );
}
