import { zodResolver } from '@hookform/resolvers/zod';
import { RESOURCE_CATEGORIES, type Resource, type ResourceCreate, type StoredFile } from '@esdc/core/resource';
import { resourceCreateSchema } from '@esdc/core/resource-schemas';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { FieldShell, inputClass, SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { useServerForm } from '../../../lib/use-server-form';
import { uploadFile } from '../api/upload-file';
import { formatFileSize } from './file-size';
import { categoryLabel } from './resource-categories';

type ResourceFormValues = z.input<typeof resourceCreateSchema>;

/**
 * Add or edit a resource (admins and moderators; SPEC §2 Resources): title, description, category, and
 * either a link or an uploaded file (PDF, ZIP, text or image; uploaded as soon as it is chosen, with progress). The
 * core schema checks the fields before they are sent; the server checks them again.
 * @param resource the resource edited, or null to add one
 * @param onSave sends the checked fields; rejects with the server's ApiError
 */
export function ResourceDialog({
  open,
  onOpenChange,
  resource,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resource: Resource | null;
  onSave: (input: ResourceCreate) => Promise<unknown>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={resource ? 'Edit resource' : 'Add resource'}>
      {open ? <ResourceForm resource={resource} onSave={onSave} onCancel={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ResourceForm({
  resource,
  onSave,
  onCancel,
}: {
  resource: Resource | null;
  onSave: (input: ResourceCreate) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [source, setSource] = useState<'link' | 'file'>(resource?.kind ?? 'link');
  const [file, setFile] = useState<StoredFile | null>(resource?.file ?? null);
  const [upload, setUpload] = useState<{ busy: boolean; percent: number; error: string | null }>({ busy: false, percent: 0, error: null });
  const fileInputId = useId();
  const form = useServerForm<ResourceFormValues, ResourceCreate>({
    resolver: zodResolver(resourceCreateSchema),
    defaultValues: {
      title: resource?.title ?? '',
      description: resource?.description ?? '',
      category: resource?.category ?? 'arduino',
      url: resource?.url ?? '',
      file_id: resource?.file?.id ?? null,
    },
  });

  const chooseSource = (next: 'link' | 'file') => {
    setSource(next);
    form.edited();
    // Only the chosen source is sent: the other one is emptied (the server wants exactly one).
    form.setValue('url', next === 'link' ? (resource?.url ?? '') : '');
    form.setValue('file_id', next === 'file' ? (file?.id ?? null) : null);
  };

  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    form.edited();
    setUpload({ busy: true, percent: 0, error: null });
    try {
      const stored = await uploadFile(chosen, { onProgress: (p) => setUpload((u) => ({ ...u, percent: Math.round((p.loaded / p.total) * 100) })) });
      setFile(stored);
      form.setValue('file_id', stored.id, { shouldValidate: form.formState.isSubmitted });
      setUpload({ busy: false, percent: 100, error: null });
    } catch (error) {
      setUpload({ busy: false, percent: 0, error: error instanceof ApiError ? error.message : 'The upload failed' });
    }
  };

  const save = form.submit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      form.setServerError(error instanceof ApiError ? error.message : 'Could not save the resource');
    }
  });
  const sourceError = form.getFieldState('url', form.formState).error?.message ?? form.getFieldState('file_id', form.formState).error?.message;

  return (
    <DialogForm
      onSubmit={save}
      busy={form.formState.isSubmitting || upload.busy}
      serverError={form.serverError}
      submitLabel={resource ? 'Save' : 'Add resource'}
      busyLabel={upload.busy ? 'Uploading...' : 'Saving...'}
      onCancel={onCancel}
    >
      <div className="sm:col-span-2">
        <TextField id="resource-title" label="Title" {...form.field('title')} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField id="resource-description" label="Description" {...form.field('description')} />
      </div>
      <SelectField id="resource-category" label="Category" {...form.field('category')}>
        {RESOURCE_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {categoryLabel(c)}
          </option>
        ))}
      </SelectField>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold">Resource type</legend>
        <div className="flex h-11 items-center gap-5">
          {(['link', 'file'] as const).map((kind) => (
            <label key={kind} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="resource-source"
                value={kind}
                checked={source === kind}
                onChange={() => chooseSource(kind)}
                className="size-4 accent-[var(--color-accent)]"
              />
              {kind === 'link' ? 'Link' : 'File'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        {source === 'link' ? (
          <TextField id="resource-url" label="Link" type="url" placeholder="https://" {...form.field('url')} error={sourceError} />
        ) : (
          <FieldShell
            id={fileInputId}
            label="File"
            error={upload.error ?? sourceError}
            hint={
              file
                ? `${file.name} · ${formatFileSize(file.bytes)}${upload.busy ? '' : ' uploaded'}`
                : 'PDF, ZIP, plain text or an image (PNG, JPEG, GIF, WebP).'
            }
          >
            <div className="flex items-center gap-3">
              <FileUp className="size-5 shrink-0 text-muted" aria-hidden="true" />
              <input
                id={fileInputId}
                type="file"
                accept=".pdf,.zip,.txt,.md,.csv,.png,.jpg,.jpeg,.gif,.webp,application/pdf,application/zip,text/plain,image/png,image/jpeg,image/gif,image/webp"
                className={`${inputClass} py-2 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-surface-2 file:px-3 file:py-1 file:text-fg`}
                onChange={(e) => void pick(e.target.files?.[0])}
                disabled={upload.busy}
                aria-invalid={upload.error || sourceError ? true : undefined}
              />
            </div>
            {upload.busy ? (
              <progress className="h-2 w-full" max={100} value={upload.percent} aria-label="Upload progress">
                {upload.percent}%
              </progress>
            ) : null}
          </FieldShell>
        )}
      </div>
    </DialogForm>
  );
}
