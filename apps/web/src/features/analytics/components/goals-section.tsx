import { ANALYTICS_METRIC_LABELS } from '@esdc/core/analytics';
import { ANALYTICS_MESSAGES, type AnalyticsGoal } from '@esdc/core/analytics-schemas';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { useConfirm } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { ErrorState, LoadingState } from '../../../components/states';
import { formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import type { AnalyticsRange } from '../api/analytics-keys';
import { useAnalyticsGoals } from '../api/get-analytics';
import { useDeleteGoal } from '../api/save-goal';
import { GoalDialog } from './goal-dialog';

/**
 * The club's goals (SPEC §2 Analytics): each goal's metric, period, progress and whether it is completed; admins add,
 * edit and delete them ('analytics:manage-goals'), moderators only read them.
 * @param manager whether the viewer may manage goals
 * @param range the range the page shows (a new goal starts on it)
 */
export function GoalsSection({ manager, range }: { manager: boolean; range: AnalyticsRange }) {
  const goals = useAnalyticsGoals();
  const remove = useDeleteGoal();
  const [editing, setEditing] = useState<{ goal: AnalyticsGoal | null } | null>(null);
  const confirmDelete = useConfirm<AnalyticsGoal>((goal) => ({
    title: 'Delete this goal?',
    message: goal ? `"${goal.title}" will be deleted. This cannot be undone.` : '',
    confirmLabel: 'Delete',
    danger: true,
    onConfirm: () => {
      if (!goal) return;
      remove.mutate(goal.id, {
        onSuccess: (result) => void notify(result.message ?? ANALYTICS_MESSAGES.goalDeleted, 'success'),
        onError: (error) => void notify(error.message || 'Failed to delete the goal', 'error'),
      });
    },
  }));

  let body;
  if (goals.isError) body = <ErrorState title="Could not load the goals" message={goals.error.message} onRetry={() => void goals.refetch()} />;
  else if (!goals.data) body = <LoadingState message="Loading the goals..." />;
  else if (goals.data.length === 0) body = <p className="text-sm text-muted">No goals yet.{manager ? ' Add one to track it here and on the cards.' : ''}</p>;
  else
    body = (
      <ul className="flex flex-col divide-y divide-line">
        {goals.data.map((goal) => {
          const percent = Math.min(100, Math.round((goal.value / goal.target) * 100));
          return (
            <li key={goal.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  <span className="break-words">{goal.title}</span>
                  {goal.completed ? <Badge tone="success">Completed</Badge> : <Badge>In progress</Badge>}
                </p>
                <p className="text-sm text-muted">
                  {ANALYTICS_METRIC_LABELS[goal.metric]}: {formatNumber(goal.value)} of {formatNumber(goal.target)}, {goal.from} to {goal.to} (UTC)
                </p>
                <div
                  role="progressbar"
                  aria-label={`${goal.title} progress`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="mt-2 h-2 w-full max-w-md overflow-hidden rounded-full bg-surface-2"
                >
                  <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
                </div>
              </div>
              {manager ? (
                <div className="flex gap-2">
                  <Button variant="ghost" size="sm" onClick={() => setEditing({ goal })}>
                    <Pencil className="size-4" aria-hidden="true" />
                    Edit<span className="sr-only"> {goal.title}</span>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => confirmDelete.ask(goal)}>
                    <Trash2 className="size-4" aria-hidden="true" />
                    Delete<span className="sr-only"> {goal.title}</span>
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    );

  return (
    <SectionCard
      title="Goals"
      action={
        manager ? (
          <Button size="sm" onClick={() => setEditing({ goal: null })}>
            <Plus className="size-4" aria-hidden="true" />
            Add Goal
          </Button>
        ) : null
      }
    >
      {body}
      <GoalDialog open={editing !== null} goal={editing?.goal ?? null} range={range} onOpenChange={(open) => (open ? undefined : setEditing(null))} />
      {confirmDelete.dialog}
    </SectionCard>
  );
}
