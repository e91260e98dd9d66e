import { ROADMAP_MESSAGES, type RoadmapPhase } from '@esdc/core/roadmap';
import type { RoadmapItem } from '@esdc/core/roadmap-schemas';
import { CalendarClock, CircleCheck, Hammer, Plus, Route, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { useConfirm } from '../../../components/confirm-dialog';
import { Page } from '../../../components/page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import { notify } from '../../../lib/toast';
import { useRoadmap } from '../api/get-roadmap';
import { useDeleteRoadmapItem } from '../api/save-roadmap-item';
import { RoadmapItemCard } from '../components/roadmap-item-card';
import { RoadmapItemDialog } from '../components/roadmap-item-dialog';

/** Each phase's icon and badge tone (the label is written out beside it). */
const PHASE_LOOK: Record<RoadmapPhase, { icon: LucideIcon; tone: 'success' | 'accent' | 'neutral' }> = {
  completed: { icon: CircleCheck, tone: 'success' },
  'in-progress': { icon: Hammer, tone: 'accent' },
  planned: { icon: CalendarClock, tone: 'neutral' },
};

/**
 * /roadmap (docs/requirements.md §2 Roadmap; SPEC §4 Roadmap phases): the three phases side by side (stacked on a
 * phone), each with its items, most voted first; members vote and take the vote back, visitors see the counts and a
 * sign-in link; admins add items and edit, move or delete them.
 */
export default function RoadmapPage() {
  const can = useCan();
  const roadmap = useRoadmap();
  const remove = useDeleteRoadmapItem();
  const manager = can('roadmap:manage');
  const [editing, setEditing] = useState<{ item: RoadmapItem | null } | null>(null);
  const confirmDelete = useConfirm<RoadmapItem>((item) => ({
    title: 'Delete this item?',
    message: item ? `"${item.title}" and its votes will be deleted. This cannot be undone.` : '',
    confirmLabel: 'Delete',
    danger: true,
    onConfirm: () => {
      if (!item) return;
      remove.mutate(item.id, {
        onSuccess: (result) => void notify(result.message ?? ROADMAP_MESSAGES.itemDeleted, 'success'),
        onError: (error) => void notify(error.message || 'Failed to delete the item', 'error'),
      });
    },
  }));
  const manage = manager ? { onEdit: (item: RoadmapItem) => setEditing({ item }), onDelete: confirmDelete.ask } : null;

  let body;
  if (roadmap.isError) body = <ErrorState title="Could not load the roadmap" message={roadmap.error.message} onRetry={() => void roadmap.refetch()} />;
  else if (!roadmap.data) body = <LoadingState message="Loading the roadmap..." />;
  else if (roadmap.data.phases.every((p) => p.items.length === 0))
    body = <EmptyState icon={<Route className="size-10" />} title="No roadmap items yet" description="Items will appear here once the admins add them." />;
  else
    body = (
      <div className="grid gap-6 lg:grid-cols-3" aria-busy={roadmap.isFetching}>
        {roadmap.data.phases.map((phase) => {
          const look = PHASE_LOOK[phase.phase];
          const Icon = look.icon;
          return (
            <section key={phase.phase} aria-labelledby={`roadmap-${phase.phase}`} className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-surface-2 p-4">
              <h2 id={`roadmap-${phase.phase}`} className="flex items-center gap-2 text-xl font-bold">
                <Icon className="size-5" aria-hidden="true" />
                {phase.label}
                <Badge tone={look.tone}>
                  {phase.items.length}
                  <span className="sr-only"> {phase.items.length === 1 ? 'item' : 'items'}</span>
                </Badge>
              </h2>
              {phase.items.length === 0 ? (
                <p className="text-sm text-muted">No items in this phase yet.</p>
              ) : (
                <ul className="flex flex-col gap-4">
                  {phase.items.map((item) => (
                    <li key={item.id}>
                      <RoadmapItemCard item={item} canVote={can('roadmap:vote')} manage={manage} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    );

  return (
    <Page
      title="Roadmap"
      heading="Roadmap"
      intro="What the platform has done, is doing and will do next. Vote for the items you want most."
      actions={
        manager ? (
          <Button onClick={() => setEditing({ item: null })}>
            <Plus className="size-4" aria-hidden="true" />
            Add Item
          </Button>
        ) : null
      }
    >
      {body}
      <RoadmapItemDialog open={editing !== null} item={editing?.item ?? null} onOpenChange={(open) => (open ? undefined : setEditing(null))} />
      {confirmDelete.dialog}
    </Page>
  );
}
