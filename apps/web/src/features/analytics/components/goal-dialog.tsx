import { ANALYTICS_METRIC_LABELS, ANALYTICS_METRICS } from '@esdc/core/analytics';
import { ANALYTICS_GOAL_TITLE_MAX, analyticsGoalInputSchema, type AnalyticsGoal, type AnalyticsGoalInput } from '@esdc/core/analytics-schemas';
import { digitsToNumber } from '@esdc/core/input';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useAdminForm } from '../../../components/admin/use-admin-form';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { SelectField, TextField, WholeNumberField } from '../../../components/form-field';
import { SelectOptions } from '../../../components/select-options';
import type { AnalyticsRange } from '../api/analytics-keys';
import { useSaveGoal } from '../api/save-goal';

/** Fields the server may name in a refusal. */
const GOAL_FIELDS = ['title', 'metric', 'target', 'from', 'to'] as const;
const METRIC_OPTIONS = ANALYTICS_METRICS.map((metric) => ({ value: metric, label: ANALYTICS_METRIC_LABELS[metric] }));

/** The form as typed (the target as digits), read into the API's body and checked by core's goal schema. */
const goalFormSchema = z
  .object({ title: z.string(), metric: z.string(), target: z.string(), from: z.string(), to: z.string() })
  .transform((v) => ({ ...v, target: digitsToNumber(v.target.trim()) }))
  .pipe(analyticsGoalInputSchema);
type GoalFormValues = z.input<typeof goalFormSchema>;

function GoalForm({ goal, range, onDone }: { goal: AnalyticsGoal | null; range: AnalyticsRange; onDone: () => void }) {
  const save = useSaveGoal();
  const { field, submit, send, serverError, formState } = useAdminForm<GoalFormValues, AnalyticsGoalInput>({
    resolver: zodResolver(goalFormSchema),
    defaultValues: {
      title: goal?.title ?? '',
      metric: goal?.metric ?? 'active-members',
      target: goal ? String(goal.target) : '',
      from: goal?.from ?? range.from,
      to: goal?.to ?? range.to,
    },
    fields: GOAL_FIELDS,
    onDone,
  });
  const prefix = goal ? `edit-goal-${goal.id}` : 'new-goal';
  const onSubmit = submit((body) =>
    send(() => save.mutateAsync({ id: goal?.id, body }), {
      success: goal ? 'Goal saved' : 'Goal added',
      failure: goal ? 'Failed to save the goal' : 'Failed to add the goal',
    }),
  );
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel={goal ? 'Save Goal' : 'Add Goal'}
      busyLabel="Saving..."
      onCancel={onDone}
      columns={2}
    >
      <div className="sm:col-span-2">
        <TextField
          id={`${prefix}-title`}
          label="Title"
          autoComplete="off"
          hint={`One line, at most ${ANALYTICS_GOAL_TITLE_MAX} characters`}
          {...field('title')}
        />
      </div>
      <SelectField id={`${prefix}-metric`} label="Metric" {...field('metric')}>
        <SelectOptions options={METRIC_OPTIONS} />
      </SelectField>
      <WholeNumberField id={`${prefix}-target`} label="Target" min={1} hint="Reached when the metric over the period gets here." {...field('target')} />
      <TextField id={`${prefix}-from`} label="From" type="date" hint="UTC day" {...field('from')} />
      <TextField id={`${prefix}-to`} label="To" type="date" hint="UTC day, included" {...field('to')} />
    </DialogForm>
  );
}

/**
 * Adds a goal or edits one (SPEC §2 Analytics; admins, 'analytics:manage-goals'), in a dialog validated by core's
 * goal schema. A new goal starts on the range the page shows.
 * @param goal the goal to edit, or null to add one
 */
export function GoalDialog({
  open,
  goal,
  range,
  onOpenChange,
}: {
  open: boolean;
  goal: AnalyticsGoal | null;
  range: AnalyticsRange;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={goal ? `Edit ${goal.title}` : 'Add Goal'}>
      {open ? <GoalForm key={goal?.id ?? 'new'} goal={goal} range={range} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
