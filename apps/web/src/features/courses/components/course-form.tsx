import { zodResolver } from '@hookform/resolvers/zod';
import { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_OUTCOMES_MAX, COURSE_RESOURCES_MAX } from '@esdc/core/course';
import { imageVariant } from '@esdc/core/image';
import { Trash2, X } from 'lucide-react';
import { useContext, type ReactNode } from 'react';
import { Controller, FormProvider, useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/button';
import { FieldError, inputClass } from '../../../components/form-field';
import { FormAlert } from '../../../components/form-alert';
import { ImageUpload } from '../../../components/image-upload';
import { MemberPickField } from '../../../components/member-pick-field';
import { SelectOptions } from '../../../components/select-options';
import { useServerForm } from '../../../lib/use-server-form';
import { CourseExamsField } from './course-exams-field';
import { BoundCheckbox, BoundSelect, BoundText, BoundTextArea, EditedContext, ItemTools, useFieldError } from './course-form-fields';
import { courseFormSchema, type CourseFormOutput, type CourseFormValues } from './course-form-schema';
import { CourseImage } from './course-image';
import { CourseModulesField } from './course-modules-field';
import { AddRowButton } from '../../../components/add-row-button';

/** A titled part of the editor. */
function Part({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-6">
      <div>
        <h2 className="text-lg font-bold">{title}</h2>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/**
 * The course editor (/lms/new and /lms/{id}/edit), for create and edit: title, description,
 * duration, level, category, instructor, cover (upload or URL), price in rupees (0 = free), Published, the "You'll
 * Learn" list, Resources, Modules with lessons (markdown), and Exams and tests with questions, options (Correct
 * checkbox) or accepted answers; everything can be added, removed and moved up or down. Validated by core's schema
 * through react-hook-form; the server's refusal shows above the buttons.
 * @param mode 'create' (button 'Create course') or 'edit' ('Save changes')
 * @param onSubmit sends the body; rejects with the server's error
 * @param onDelete shown as Delete (admins, edit only); asks for confirmation itself
 */
export function CourseForm({
  initial,
  mode,
  onSubmit,
  onCancel,
  onDelete,
}: {
  initial: CourseFormValues;
  mode: 'create' | 'edit';
  onSubmit: (body: CourseFormOutput) => Promise<void>;
  onCancel: () => void;
  onDelete?: () => void;
}) {
  const form = useServerForm<CourseFormValues, CourseFormOutput>({ resolver: zodResolver(courseFormSchema()), defaultValues: initial });
  const { control, edited, trySubmit, serverError, formState } = form;
  const outcomes = useFieldArray({ control, name: 'outcomes' });
  const resources = useFieldArray({ control, name: 'resources' });
  const instructorError = formState.errors.instructor?.message;
  const imageError = useImageError(formState.errors);
  const [cover, imageUrl] = form.watch(['cover', 'image_url']);
  const onValid = trySubmit(onSubmit, 'Failed to save the course. Please try again.');
  const busy = formState.isSubmitting;
  const invalid = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;

  return (
    <FormProvider {...form}>
      <EditedContext.Provider value={edited}>
        <form onSubmit={onValid} noValidate aria-busy={busy} aria-label={mode === 'create' ? 'New course' : 'Edit course'} className="flex flex-col gap-6">
          <Part title="About the course">
            <BoundText id="course-title" label="Title" name="title" />
            <BoundTextArea id="course-description" label="Description" rows={5} hint="Plain text: what the course is and who it is for." name="description" />
            <div className="grid gap-4 sm:grid-cols-3">
              <BoundText id="course-duration" label="Duration" placeholder="6 weeks" name="duration" />
              <BoundSelect id="course-level" label="Level" name="level">
                <SelectOptions options={COURSE_LEVELS} />
              </BoundSelect>
              <BoundSelect id="course-category" label="Category" name="category">
                <SelectOptions options={COURSE_CATEGORIES} />
              </BoundSelect>
            </div>
            <Controller
              control={control}
              name="instructor"
              render={({ field }) => (
                <MemberPickField
                  id="course-instructor"
                  label="Instructor"
                  hint="Search members by name or email. The instructor may edit the course."
                  error={instructorError}
                  picked={field.value}
                  changeLabel={(name) => `Change instructor (${name})`}
                  onPick={(user) => {
                    field.onChange({ id: user.id, name: user.name });
                    edited();
                  }}
                  onClear={() => {
                    field.onChange(null);
                    edited();
                  }}
                />
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
              <BoundText
                id="course-price"
                label="Price (₹)"
                inputMode="decimal"
                placeholder="0"
                hint="In rupees; 0 makes the course FREE. A paid course is bought through a shop order."
                name="price_paise"
              />
              <div className="sm:pt-8">
                <BoundCheckbox id="course-published" name="published" label="Published" hint="Published courses show in the catalogue for everyone." />
              </div>
            </div>
          </Part>

          <Part title="Cover image" description="An uploaded image is shown before the image URL.">
            <Controller
              control={control}
              name="cover"
              render={({ field }) => (
                <div className="flex flex-col gap-3">
                  {field.value ? (
                    <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 p-2">
                      <div className="aspect-[16/9] w-32 shrink-0 overflow-hidden rounded-lg bg-surface">
                        <CourseImage src={field.value.url} alt="Current cover" />
                      </div>
                      <p className="min-w-0 flex-1 text-sm text-muted">Uploaded cover</p>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => {
                          field.onChange(null);
                          edited();
                        }}
                      >
                        <X className="size-4" aria-hidden="true" />
                        Remove<span className="sr-only"> the uploaded cover</span>
                      </Button>
                    </div>
                  ) : null}
                  <ImageUpload
                    id="course-cover"
                    label="Upload a cover"
                    hint="JPEG, PNG, WebP, AVIF or GIF."
                    value={[]}
                    onChange={(uploaded) => {
                      const image = uploaded[0];
                      if (!image) return;
                      const url = (imageVariant(image, 'card') ?? imageVariant(image, 'full'))?.webp ?? '';
                      field.onChange({ image_id: image.id, url });
                      edited();
                    }}
                  />
                </div>
              )}
            />
            <BoundText
              id="course-image-url"
              label="Image URL"
              inputMode="url"
              placeholder="https://"
              hint="Or link an image hosted elsewhere."
              name="image_url"
            />
            {!cover && imageUrl.trim() ? (
              <div className="aspect-[16/9] w-40 overflow-hidden rounded-lg border border-line bg-surface-2">
                <CourseImage src={imageUrl.trim()} alt="Cover from the image URL" />
              </div>
            ) : null}
            {imageError ? <p className="text-sm font-medium text-danger">{imageError}</p> : null}
          </Part>

          <Part title="You'll Learn" description="What a learner can do after the course, one outcome per line.">
            <ol className="flex flex-col gap-2">
              {outcomes.fields.map((row, index) => (
                <OutcomeRow key={row.id} index={index} count={outcomes.fields.length} onMove={outcomes.move} onRemove={() => outcomes.remove(index)} />
              ))}
            </ol>
            <AddRowButton count={outcomes.fields.length} max={COURSE_OUTCOMES_MAX} onAdd={() => outcomes.append({ text: '' })}>
              Add outcome
            </AddRowButton>
          </Part>

          <Part title="Resources" description="Links for the Resources button: datasheets, repositories, tools.">
            {resources.fields.length === 0 ? <p className="text-sm text-muted">No resources yet.</p> : null}
            <ol className="flex flex-col gap-3">
              {resources.fields.map((row, index) => (
                <li key={row.id} className="flex flex-col gap-2 rounded-xl border border-line p-3 sm:flex-row sm:items-start">
                  <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
                    <BoundText id={`course-resource-${index}-title`} label={`Resource ${index + 1} title`} name={`resources.${index}.title`} />
                    <BoundText
                      id={`course-resource-${index}-url`}
                      label={`Resource ${index + 1} URL`}
                      inputMode="url"
                      placeholder="https://"
                      name={`resources.${index}.url`}
                    />
                  </div>
                  <div className="self-end sm:self-start sm:pt-7">
                    <ItemTools
                      what={`resource ${index + 1}`}
                      index={index}
                      count={resources.fields.length}
                      onMove={resources.move}
                      onRemove={() => resources.remove(index)}
                    />
                  </div>
                </li>
              ))}
            </ol>
            <AddRowButton count={resources.fields.length} max={COURSE_RESOURCES_MAX} onAdd={() => resources.append({ title: '', url: '' })}>
              Add resource
            </AddRowButton>
          </Part>

          <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-6">
            <CourseModulesField />
          </div>
          <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-6">
            <CourseExamsField />
          </div>

          <div className="bottom-0 z-10 flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface/95 p-4 shadow-[var(--shadow-card)] backdrop-blur sm:px-6 md:sticky">
            <div className="empty:hidden">
              <FormAlert message={serverError ?? (invalid ? 'Some fields need attention: see the messages above.' : null)} />
            </div>
            <div className="flex flex-wrap items-center justify-end gap-3">
              {onDelete ? (
                <Button variant="danger" onClick={onDelete} disabled={busy} className="mr-auto">
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete
                </Button>
              ) : null}
              <Button variant="ghost" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving...' : mode === 'create' ? 'Create course' : 'Save changes'}
              </Button>
            </div>
          </div>
        </form>
      </EditedContext.Provider>
    </FormProvider>
  );
}

/** The cover's validation message (the API's `image`, shown under the cover fields). */
function useImageError(errors: Record<string, unknown>): string | undefined {
  const error = errors.image as { message?: string } | undefined;
  return error?.message;
}

/** One outcome of the "You'll Learn" list: its text, tools and error. */
function OutcomeRow({ index, count, onMove, onRemove }: { index: number; count: number; onMove: (from: number, to: number) => void; onRemove: () => void }) {
  const rowError = useFieldError(`outcomes.${index}`);
  const textError = useFieldError(`outcomes.${index}.text`);
  const error = rowError ?? textError;
  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <OutcomeInput index={index} error={error} />
        <ItemTools what={`outcome ${index + 1}`} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </div>
      <FieldError id={`course-outcome-${index}`} error={error} />
    </li>
  );
}

/** The input of one outcome (labelled 'Outcome N'). */
function OutcomeInput({ index, error }: { index: number; error?: string }) {
  const { register } = useFormContext<CourseFormValues>();
  const edited = useContext(EditedContext);
  return (
    <input
      aria-label={`Outcome ${index + 1}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `course-outcome-${index}-error` : undefined}
      className={`${inputClass} h-11 min-w-0 flex-1`}
      placeholder="Blink an LED with a hardware timer"
      {...register(`outcomes.${index}.text`, { onChange: edited })}
    />
  );
}
