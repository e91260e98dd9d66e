import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_CATEGORIES, EVENT_MODES } from '@esdc/core/event';
import { MarkdownField } from '../../../components/markdown-field';
import { BoundControl } from '../../../components/bound-control';
import { CancelSubmit } from '../../../components/form-actions';
import { SelectField, TextField, UrlField, WholeNumberField } from '../../../components/form-field';
import { ImageUploadField } from '../../../components/image-upload-field';
import { SelectOptions } from '../../../components/select-options';
import { useServerForm } from '../../../lib/use-server-form';
import { EVENT_MODE_LABELS } from '../lib/event-display';
import { browserTimeZone } from '../lib/event-time';
import { eventFormSchema, type EventFormOutput, type EventFormValues } from './event-form-schema';
import { OrganizerPicker } from './organizer-picker';
import { EditorForm } from '../../../components/editor-form';

const CATEGORY_OPTIONS = EVENT_CATEGORIES.map((value) => ({ value, label: value }));
const MODE_OPTIONS = EVENT_MODES.map((value) => ({ value, label: EVENT_MODE_LABELS[value] }));

/**
 * The event editor (SPEC §2 Events editor, §5 Event), for create and edit: title, description (markdown, with a
 * Preview tab), category, mode, location, start and end in the member's time zone (sent as UTC), capacity, attendance
 * points, tags, registration URL, an uploaded image or an external image URL, and organisers. Validated by core's
 * schema through react-hook-form; the server's refusal shows above the buttons.
 * @param onSubmit sends the body; rejects with the server's error
 */
export function EventForm({
  initial,
  mode,
  onSubmit,
  onCancel,
}: {
  initial: EventFormValues;
  mode: 'create' | 'edit';
  onSubmit: (body: EventFormOutput) => Promise<void>;
  onCancel: () => void;
}) {
  const { control, field, edited, trySubmit, serverError, formState, watch } = useServerForm<EventFormValues, EventFormOutput>({
    resolver: zodResolver(eventFormSchema()),
    defaultValues: initial,
  });
  const onValid = trySubmit(onSubmit, 'Failed to save the event. Please try again.');
  const zone = browserTimeZone();
  const busy = formState.isSubmitting;

  return (
    <EditorForm
      onSubmit={onValid}
      busy={busy}
      serverError={serverError}
      actions={<CancelSubmit onCancel={onCancel} busy={busy} submitLabel={mode === 'create' ? 'Create Event' : 'Save Changes'} busyLabel="Saving..." />}
    >
      <div className="sm:col-span-2">
        <TextField id="event-title" label="Title" autoComplete="off" {...field('title')} />
      </div>
      <div className="sm:col-span-2">
        <MarkdownField id="event-description" label="Description" rows={10} markdown={watch('description')} {...field('description')} />
      </div>
      <SelectField id="event-category" label="Category" {...field('category')}>
        <SelectOptions options={CATEGORY_OPTIONS} />
      </SelectField>
      <SelectField id="event-mode" label="Mode" {...field('mode')}>
        <SelectOptions options={MODE_OPTIONS} />
      </SelectField>
      <div className="sm:col-span-2">
        <TextField id="event-location" label="Location" placeholder="Lab 2, Engineering Building — or a meeting link" {...field('location')} />
      </div>
      <TextField id="event-start" label="Starts" type="datetime-local" hint={`In your time zone (${zone}).`} {...field('start_date')} />
      <TextField id="event-end" label="Ends" type="datetime-local" hint={`In your time zone (${zone}).`} {...field('end_date')} />
      <WholeNumberField
        id="event-capacity"
        label="Max participants"
        min={1}
        hint="Leave empty for no limit. When full, members can join the waitlist."
        {...field('max_participants')}
      />
      <WholeNumberField
        id="event-points"
        label="Attendance points"
        min={0}
        hint="Points each member earns once when checked in."
        {...field('attendance_points')}
      />
      <TextField id="event-tags" label="Tags" placeholder="esp32, rtos" hint="Comma separated" {...field('tags')} />
      <UrlField id="event-registration-url" label="Registration URL" hint="Optional external page." {...field('registration_url')} />
      <div className="sm:col-span-2">
        <ImageUploadField
          control={control}
          name="images"
          id="event-image"
          label="Image"
          hint="JPEG, PNG, WebP, AVIF or GIF. An uploaded image is shown before the image URL."
          onEdit={edited}
        />
      </div>
      <div className="sm:col-span-2">
        <UrlField id="event-image-url" label="Image URL" hint="Or link an image hosted elsewhere." {...field('image_url')} />
      </div>
      <div className="sm:col-span-2">
        <BoundControl control={control} name="organizers" onEdit={edited} render={(f) => <OrganizerPicker id="event-organizers" {...f} />} />
      </div>
    </EditorForm>
  );
}
