import { zodResolver } from '@hookform/resolvers/zod';
import { PROJECT_CATEGORIES } from '@esdc/core/project';
import type { ProjectCreateInput } from '@esdc/core/project-schemas';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { ContributorPicker } from './contributor-picker';
import { FormAlert } from '../../../components/form-alert';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
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
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProjectFormValues, unknown, ProjectFormOutput>({ resolver: zodResolver(projectFormSchema), defaultValues: initial });

  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (serverError) alertRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [serverError]);

  const touched = () => {
    setServerError(null);
    onEdit?.();
  };
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(formToPayload(values));
      if (mode === 'create') reset(EMPTY_PROJECT_FORM);
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : errorFallback);
    }
  });

  const id = (name: string) => `${idPrefix}-${name}`;
  const categories: readonly string[] = PROJECT_CATEGORIES.includes(initial.category as (typeof PROJECT_CATEGORIES)[number]) || !initial.category ? PROJECT_CATEGORIES : [initial.category, ...PROJECT_CATEGORIES];

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={isSubmitting}>
      <div ref={alertRef} className="empty:hidden sm:col-span-2">
        <FormAlert message={serverError} />
      </div>
      <div className="sm:col-span-2">
        <TextField id={id('title')} label="Title" error={errors.title?.message} {...register('title', { onChange: touched })} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField id={id('description')} label="Description" rows={4} error={errors.description?.message} {...register('description', { onChange: touched })} />
      </div>
      <SelectField id={id('category')} label="Category" error={errors.category?.message} {...register('category', { onChange: touched })}>
        <option value="">Select a category</option>
        {categories.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      {mode === 'create' ? (
        <SelectField id={id('status')} label="Status" error={errors.status?.message} {...register('status', { onChange: touched })}>
          {CREATE_STATUS_OPTIONS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField
          id={id('cost')}
          label="Project Cost (USD)"
          inputMode="decimal"
          placeholder="0.00"
          error={errors.cost?.message}
          {...register('cost', { onChange: touched })}
        />
      )}
      <TextField
        id={id('github')}
        label="GitHub Link"
        type="url"
        inputMode="url"
        placeholder="https://github.com/..."
        error={errors.github_link?.message ?? undefined}
        {...register('github_link', { onChange: touched })}
      />
      <TextField
        id={id('live')}
        label="Live URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errors.live_url?.message ?? undefined}
        {...register('live_url', { onChange: touched })}
      />
      <div className="sm:col-span-2">
        <TextField
          id={id('image')}
          label="Image URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.image?.message ?? undefined}
          {...register('image', { onChange: touched })}
        />
      </div>
      <TextField
        id={id('technologies')}
        label="Technologies"
        placeholder="ESP32, FreeRTOS, MQTT"
        hint="Comma separated"
        error={errors.technologies?.message}
        {...register('technologies', { onChange: touched })}
      />
      <TextField id={id('tags')} label="Tags" placeholder="iot, sensors" hint="Comma separated" error={errors.tags?.message} {...register('tags', { onChange: touched })} />
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="contributors"
          render={({ field, fieldState }) => (
            <ContributorPicker
              id={id('contributors')}
              value={field.value}
              onChange={(emails) => {
                field.onChange(emails);
                touched();
              }}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {mode === 'create' ? (isSubmitting ? 'Creating...' : 'Create Project') : isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
