import type { AdminChallenge } from '@esdc/core/challenge';
import { CheckCheck, Puzzle } from 'lucide-react';
import { useState } from 'react';
import type { AdminTabProps } from '../../../components/admin/admin-tab-registry';
import { formatNumber } from '../../../lib/format';
import { useDeleteAdminChallenge } from '../api/delete-admin-challenge';
import { useAdminChallenges } from '../api/list-admin-challenges';
import { AdminList } from '../../../components/admin/admin-list';
import { ChallengeCard } from './challenge-cards';
import { ChallengeCreateDialog } from './challenge-create-dialog';
import { ChallengeEditDialog } from './challenge-edit-dialog';
import { CHALLENGE_CATEGORY_OPTIONS, CHALLENGE_DIFFICULTY_OPTIONS, CHALLENGE_VISIBILITY_OPTIONS } from './challenge-options';
import { challengeTable } from './challenge-table';
import { AdminToolbar, CreateAction } from '../../../components/admin/admin-toolbar';
import { useDeleteConfirm } from '../../../components/admin/delete-confirm';
import { toastOutcome } from '../../../components/admin/toast-outcome';
import { useAdminFilter } from '../../../components/admin/use-admin-filter';
import { useCreateParam } from '../../../components/admin/use-create-param';
import { useSearchedList } from '../../../components/admin/use-searched-list';

/** Challenges per page. */
const PAGE_SIZE = 20;
/** The unfiltered count for the stat line (one row is enough: meta carries the total). */
const SUMMARY = { limit: 1, offset: 0 } as const;
const CATEGORY_FILTER = { id: 'admin-challenges-category', label: 'Category', allLabel: 'All categories', options: CHALLENGE_CATEGORY_OPTIONS };
const DIFFICULTY_FILTER = { id: 'admin-challenges-difficulty', label: 'Difficulty', allLabel: 'All difficulties', options: CHALLENGE_DIFFICULTY_OPTIONS };
const VISIBILITY_FILTER = { id: 'admin-challenges-visibility', label: 'Visibility', allLabel: 'All visibilities', options: CHALLENGE_VISIBILITY_OPTIONS };

const count = (n: number | undefined) => (n === undefined ? '…' : formatNumber(n));

/**
 * The Challenges tab (SPEC §2 Admin panel Challenges tab: the admin lists, creates, edits and deletes challenges and sees solve counts):
 * how many challenges there are and how many times members solved them; search with category, difficulty and
 * visibility filters; Create Challenge (also opened by /admin?tab=challenges&create=challenge); a table (cards
 * below 768 px) with Edit / Delete; paging; 'No challenges found' when nothing matches. Delete asks
 * 'Delete challenge "{title}"? Members keep the points they earned.'.
 * @param stats the admin panel's stats: its challenges completed by all members, for the stat line
 */
export function ChallengesTab({ stats }: AdminTabProps) {
  const completed = stats?.challenges_completed;
  const category = useAdminFilter(CATEGORY_FILTER);
  const difficulty = useAdminFilter(DIFFICULTY_FILTER);
  const visibility = useAdminFilter(VISIBILITY_FILTER);
  const filters = { category: category.value, difficulty: difficulty.value, visibility: visibility.value };
  const { search, ...found } = useSearchedList(useAdminChallenges, filters, PAGE_SIZE);
  const summary = useAdminChallenges(SUMMARY);

  const [creating, setCreating] = useCreateParam('challenge');
  const [editing, setEditing] = useState<AdminChallenge | null>(null);
  const remove = useDeleteAdminChallenge();
  const deleting = useDeleteConfirm<AdminChallenge>(
    { title: () => 'Delete challenge?', message: (c) => (c ? `Delete challenge "${c.title}"? Members keep the points they earned.` : '') },
    (challenge) => remove.mutate(challenge.id, toastOutcome('Challenge deleted successfully', 'Failed to delete challenge')),
  );

  const actions = { onEdit: setEditing, onDelete: deleting.ask };
  return (
    <div className="flex flex-col gap-5">
      <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted">
        <span className="inline-flex items-center gap-1.5">
          <Puzzle className="size-4 text-accent-text" aria-hidden="true" />
          <strong className="font-mono font-semibold text-fg">{count(summary.data?.total)}</strong>
          {summary.data?.total === 1 ? 'challenge' : 'challenges'}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CheckCheck className="size-4 text-success" aria-hidden="true" />
          <strong className="font-mono font-semibold text-fg">{count(completed)}</strong>
          {completed === 1 ? 'solve' : 'solves'} by members in total
        </span>
      </p>
      <AdminToolbar wide search={{ id: 'admin-challenges-search', label: 'Search challenges', placeholder: 'Title or description', ...search }}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:flex">
          <div className="col-span-2 sm:col-span-1">{category.select}</div>
          {difficulty.select}
          {visibility.select}
        </div>
        <CreateAction label="Create Challenge" onClick={() => setCreating(true)} className="sm:self-start lg:ml-auto lg:self-auto" />
      </AdminToolbar>
      <AdminList
        source={found}
        what="challenges"
        one="challenge"
        none={{ icon: Puzzle, hint: 'Try another search or clear the filters.', otherwise: 'Create the first challenge for members to solve.' }}
        table={challengeTable(actions)}
        card={(c) => <ChallengeCard challenge={c} {...actions} />}
      />
      <ChallengeCreateDialog open={creating} onOpenChange={setCreating} />
      <ChallengeEditDialog challenge={editing} onOpenChange={(open) => !open && setEditing(null)} />
      {deleting.dialog}
    </div>
  );
}
