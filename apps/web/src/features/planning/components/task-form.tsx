import { TASK_ASSIGNEES_MAX, TASK_PRIORITIES, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@esdc/core/planning';
import { taskCreateSchema, taskPrioritySchema, taskStatusSchema, type PlanningPerson, type Task, type TaskCreateInput } from '@esdc/core/planning-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Avatar } from '../../../components/avatar';
import { DialogForm } from '../../../components/dialog-form';
import { FieldError, SelectField, TextField } from '../../../components/form-field';
import { MarkdownField } from '../../../components/markdown-field';
import { useServerForm } from '../../../lib/use-server-form';
import { fromLocalInput, toLocalInput } from '../lib/task-dates';

const fields = taskCreateSchema.shape;

/**
 * The task form's values: core's title, description, status, priority and assignees; the labels as one
 * comma-separated text and the due date as the `datetime-local` input's value (the browser's time zone), each turned
 * into what the API takes, with core's messages under the field.
 */
const formSchema = z.object({
  title: fields.title,
  description: fields.description,
  status: taskStatusSchema,
  priority: taskPrioritySchema,
  assignee_ids: z.array(z.number()).max(TASK_ASSIGNEES_MAX, `A task has at most ${TASK_ASSIGNEES_MAX} assignees`),
  labels: z.string().transform((text, ctx) => {
    const parsed = fields.labels.safeParse(
      text
        .split(',')
        .map((l) => l.trim())
        .filter(Boolean),
    );
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid labels' });
    return z.NEVER;
  }),
  due: z.string().transform((value, ctx) => {
    if (!value.trim()) return null;
    const iso = fromLocalInput(value);
    if (iso) return iso;
    ctx.addIssue({ code: 'custom', message: 'Invalid due date' });
    return z.NEVER;
  }),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** Who may be assigned: the board's members, as toggles with their pictures. */
function AssigneeField({
  members,
  value,
  onChange,
  error,
}: {
  members: readonly PlanningPerson[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5 sm:col-span-2" aria-describedby={error ? 'task-assignees-error' : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">Assignees</legend>
      {members.length === 0 ? (
        <p className="text-sm text-muted">Nobody can be assigned yet.</p>
      ) : (
        <ul className="flex max-h-44 flex-wrap gap-2 overflow-y-auto">
          {members.map((person) => {
            const checked = value.includes(person.id);
            return (
              <li key={person.id}>
                <label
                  className={`flex cursor-pointer items-center gap-2 rounded-full border py-1 pl-1 pr-3 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent ${checked ? 'border-accent bg-accent-soft text-accent-text' : 'border-line bg-surface hover:bg-surface-2'}`}
                >
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={checked}
                    onChange={(e) => onChange(e.target.checked ? [...value, person.id] : value.filter((id) => id !== person.id))}
                  />
                  <Avatar name={person.name} src={person.avatar_url} size={24} />
                  <span className="font-medium">{person.name}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id="task-assignees" error={error} />
    </fieldset>
  );
}

/**
 * 'Add Task' and the task's edit form (SPEC §2 Planning): title, markdown description with Preview, status, priority,
 * assignees from the board's members, labels (comma-separated), and the due date and time in the browser's time zone
 * (sent as ISO-8601 UTC); validated by core's schema with its messages under the fields.
 * @param task the task to edit, or none for a new one
 * @param status the column a new task starts in
 * @param members who may be assigned (the board's members)
 * @param onSave sends the values; what it throws is shown on top of the form
 * @param onCancel closes the form
 */
export function TaskForm({
  task,
  status = 'todo',
  members,
  submitLabel,
  busyLabel,
  onSave,
  onCancel,
}: {
  task?: Task;
  status?: TaskStatus;
  members: readonly PlanningPerson[];
  submitLabel: string;
  busyLabel: string;
  onSave: (input: Required<Omit<TaskCreateInput, 'due_at'>> & { due_at: string | null }) => Promise<void>;
  onCancel: () => void;
}) {
  const { field, trySubmit, serverError, formState, watch, setValue, edited } = useServerForm<FormInput, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: task?.title ?? '',
      description: task?.description ?? '',
      status: task?.status ?? status,
      priority: task?.priority ?? 'medium',
      assignee_ids: task?.assignees.map((a) => a.id) ?? [],
      labels: task?.labels.join(', ') ?? '',
      due: toLocalInput(task?.due_at ?? null),
    },
  });
  // Assignees who left the board stay listed while they are assigned, so saving does not drop them unseen.
  const people = [...members, ...(task?.assignees ?? []).filter((a) => !members.some((m) => m.id === a.id))];
  const onSubmit = trySubmit(
    ({ due, ...rest }) => onSave({ ...rest, description: rest.description ?? '', due_at: due }),
    'Failed to save the task. Please try again.',
  );
  return (
    <DialogForm onSubmit={onSubmit} busy={formState.isSubmitting} serverError={serverError} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onCancel}>
      <div className="sm:col-span-2">
        <TextField id="task-title" label="Title" autoComplete="off" {...field('title')} />
      </div>
      <div className="sm:col-span-2">
        <MarkdownField id="task-description" label="Description" rows={6} markdown={watch('description') ?? ''} {...field('description')} />
      </div>
      <SelectField id="task-status" label="Status" {...field('status')}>
        {TASK_STATUSES.map((s) => (
          <option key={s} value={s}>
            {TASK_STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <SelectField id="task-priority" label="Priority" {...field('priority')}>
        {TASK_PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {TASK_PRIORITY_LABELS[p]}
          </option>
        ))}
      </SelectField>
      <AssigneeField
        members={people}
        value={watch('assignee_ids')}
        error={formState.errors.assignee_ids?.message}
        onChange={(ids) => {
          setValue('assignee_ids', ids, { shouldValidate: formState.isSubmitted });
          edited();
        }}
      />
      <TextField id="task-labels" label="Labels" hint="Separate labels with commas, e.g. firmware, pcb" autoComplete="off" {...field('labels')} />
      <TextField id="task-due" label="Due date" type="datetime-local" hint="In your time zone" {...field('due')} />
    </DialogForm>
  );
}
