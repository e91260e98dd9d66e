import type { AdminChallenge, ChallengeCategory, ChallengeDifficulty, ChallengeVisibility } from '@esdc/core/challenge';
import { CheckCheck, Plus, Puzzle } from 'lucide-react';
import { useState } from 'react';
import type { AdminTabProps } from '../../../components/admin/admin-tab-registry';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/states';
import { formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useDeleteAdminChallenge } from '../api/delete-admin-challenge';
import { useAdminChallenges } from '../api/list-admin-challenges';
import { AdminList } from '../../../components/admin/admin-list';
import { ChallengeCards } from './challenge-cards';
import { ChallengeCreateDialog } from './challenge-create-dialog';
import { ChallengeEditDialog } from './challenge-edit-dialog';
import { CHALLENGE_CATEGORY_OPTIONS, CHALLENGE_DIFFICULTY_OPTIONS, CHALLENGE_VISIBILITY_OPTIONS } from './challenge-options';
import { ChallengeTable } from './challenge-table';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import { FilterSelect } from '../../../components/filter-select';
import { SearchBox } from '../../../components/admin/search-box';
import { withServerMessage } from '../../../components/admin/server-message';
import { useCreateParam } from '../../../components/admin/use-create-param';
import { useListSearch } from '../../../components/admin/use-list-search';

/** Challenges per page. */
const PAGE_SIZE = 20;
/** The unfiltered count for the stat line (one row is enough: meta carries the total). */
const SUMMARY = { limit: 1, offset: 0 } as const;

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
  const [category, setCategory] = useState<ChallengeCategory | ''>('');
  const [difficulty, setDifficulty] = useState<ChallengeDifficulty | ''>('');
  const [visibility, setVisibility] = useState<ChallengeVisibility | ''>('');
  const { text, setText, q, paging, keepOnPage } = useListSearch([category, difficulty, visibility], PAGE_SIZE);
  const challenges = useAdminChallenges({ q, category, difficulty, visibility, limit: PAGE_SIZE, offset: paging.offset });
  keepOnPage(challenges);
  const summary = useAdminChallenges(SUMMARY);
  const filtered = !!(q || category || difficulty || visibility);

  const [creating, setCreating] = useCreateParam('challenge');
  const [editing, setEditing] = useState<AdminChallenge | null>(null);
  const [deleting, setDeleting] = useState<AdminChallenge | null>(null);
  const remove = useDeleteAdminChallenge();

  const confirmDelete = (challenge: AdminChallenge) => {
    remove.mutate(challenge.id, {
      onSuccess: (result) => void notify(result.message ?? 'Challenge deleted successfully', 'success'),
      onError: (error) => void notify(withServerMessage('Failed to delete challenge', error), 'error'),
    });
  };

  const actions = { onEdit: setEditing, onDelete: setDeleting };
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
      <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end">
        <SearchBox id="admin-challenges-search" label="Search challenges" placeholder="Title or description" value={text} onChange={setText} />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:flex">
          <div className="col-span-2 sm:col-span-1">
            <FilterSelect
              className="sm:w-44"
              id="admin-challenges-category"
              label="Category"
              allLabel="All categories"
              value={category}
              options={CHALLENGE_CATEGORY_OPTIONS}
              onChange={setCategory}
            />
          </div>
          <FilterSelect
            className="sm:w-44"
            id="admin-challenges-difficulty"
            label="Difficulty"
            allLabel="All difficulties"
            value={difficulty}
            options={CHALLENGE_DIFFICULTY_OPTIONS}
            onChange={setDifficulty}
          />
          <FilterSelect
            className="sm:w-44"
            id="admin-challenges-visibility"
            label="Visibility"
            allLabel="All visibilities"
            value={visibility}
            options={CHALLENGE_VISIBILITY_OPTIONS}
            onChange={setVisibility}
          />
        </div>
        <Button onClick={() => setCreating(true)} className="sm:self-start lg:ml-auto lg:self-auto">
          <Plus className="size-4" aria-hidden="true" />
          Create Challenge
        </Button>
      </div>
      <AdminList
        list={challenges}
        what="challenges"
        one="challenge"
        empty={
          <EmptyState
            title="No challenges found"
            description={filtered ? 'Try another search or clear the filters.' : 'Create the first challenge for members to solve.'}
            icon={<Puzzle className="size-10" />}
          />
        }
        paging={paging}
        cards={(rows) => <ChallengeCards challenges={rows} {...actions} />}
        table={(rows) => <ChallengeTable challenges={rows} {...actions} />}
      />
      <ChallengeCreateDialog open={creating} onOpenChange={setCreating} />
      <ChallengeEditDialog challenge={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete challenge?"
        message={deleting ? `Delete challenge "${deleting.title}"? Members keep the points they earned.` : ''}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
