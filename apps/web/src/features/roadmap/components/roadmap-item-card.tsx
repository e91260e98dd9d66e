import type { RoadmapItem } from '@esdc/core/roadmap-schemas';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { VoteToggle } from './vote-toggle';

/**
 * One roadmap item (docs/requirements.md §2 Roadmap): its title, quarter, description and vote button; admins also
 * get Edit and Delete.
 * @param canVote whether the viewer may vote
 * @param manage the admin's Edit and Delete, or null for everyone else
 */
export function RoadmapItemCard({
  item,
  canVote,
  manage,
}: {
  item: RoadmapItem;
  canVote: boolean;
  manage: { onEdit: (item: RoadmapItem) => void; onDelete: (item: RoadmapItem) => void } | null;
}) {
  return (
    <article className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-bold break-words">{item.title}</h3>
        {item.quarter ? <Badge>{item.quarter}</Badge> : null}
      </div>
      {item.description ? <p className="text-sm whitespace-pre-line break-words text-muted">{item.description}</p> : null}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <VoteToggle item={item} canVote={canVote} />
        {manage ? (
          <>
            <Button variant="ghost" size="sm" onClick={() => manage.onEdit(item)} aria-label={`Edit ${item.title}`}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
            <Button variant="ghost" size="sm" onClick={() => manage.onDelete(item)} aria-label={`Delete ${item.title}`}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          </>
        ) : null}
      </div>
    </article>
  );
}
