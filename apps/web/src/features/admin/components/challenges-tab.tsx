import type { AdminChallenge, ChallengeCategory, ChallengeDifficulty, ChallengeVisibility } from '@esdc/core/challenge';
import { CheckCheck, Plus, Puzzle } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { notify } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteAdminChallenge } from '../api/delete-admin-challenge';
import { useAdminChallenges } from '../api/list-admin-challenges';
import { ACCESS_DENIED } from './access-denied';
import { ChallengeCards } from './challenge-cards';
import { ChallengeCreateDialog } from './challenge-create-dialog';
import { ChallengeEditDialog } from './challenge-edit-dialog';
import { CHALLENGE_CATEGORY_OPTIONS, CHALLENGE_DIFFICULTY_OPTIONS, CHALLENGE_VISIBILITY_OPTIONS } from './challenge-options';
import { ChallengeTable } from './challenge-table';
import { FilterSelect } from './filter-select';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import { isForbidden, withServerMessage } from './server-message';
import { clampOffset, usePagedOffset } from './use-paged-offset';
import { formatNumber } from '../../../lib/format';

/** Challenges per page. */
const PAGE_SIZE = 20;
/** Delay before a typed search asks the server (SPEC §9: 300 ms). */
const SEARCH_DEBOUNCE_MS = 300;
/** The unfiltered count for the stat line (one row is enough: meta carries the total). */
const SUMMARY = { limit: 1, offset: 0 } as const;

const count = (n: number | undefined) => (n === undefined ? '…' : formatNumber(n));

/**
 * The Challenges tab (SPEC §2 Admin panel Challenges tab: the admin lists, creates, edits and deletes challenges and sees solve counts):
 * how many challenges there are and how many times members solved them; search with category, difficulty and
 * visibility filters; Create Challenge (also opened by /admin?tab=challenges&create=challenge); a table (cards
 * below 768 px) with Edit / Delete; paging; 'No challenges found' when nothing matches. Delete asks
 * 'Delete challenge "{title}"? Members keep the points they earned.'.
 * @param completed challenges completed by all members (admin stats), for the stat line
 */
export function ChallengesTab({ completed }: { completed?: number }) {
  const [text, setText] = useState('');
  const [category, setCategory] = useState<ChallengeCategory | ''>('');
  const [difficulty, setDifficulty] = useState<ChallengeDifficulty | ''>('');
  const [visibility, setVisibility] = useState<ChallengeVisibility | ''>('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [offset, setOffset] = usePagedOffset(JSON.stringify([q, category, difficulty, visibility]));
  const challenges = useAdminChallenges({ q, category, difficulty, visibility, limit: PAGE_SIZE, offset });
  const summary = useAdminChallenges(SUMMARY);
  const filtered = !!(q || category || difficulty || visibility);

  const [params, setParams] = useSearchParams();
  const [creating, setCreatingState] = useState(() => params.get('create') === 'challenge');
  const setCreating = (open: boolean) => {
    setCreatingState(open);
    if (!open && params.has('create')) {
      const next = new URLSearchParams(params);
      next.delete('create');
      setParams(next, { replace: true });
    }
  };
  const [editing, setEditing] = useState<AdminChallenge | null>(null);
  const [deleting, setDeleting] = useState<AdminChallenge | null>(null);
  const remove = useDeleteAdminChallenge();

  const page = challenges.data;
  if (page && !challenges.isPlaceholderData) {
    const clamped = clampOffset(offset, PAGE_SIZE, page.total, page.items.length);
    if (clamped !== offset) setOffset(clamped);
  }

  const confirmDelete = (challenge: AdminChallenge) => {
    remove.mutate(challenge.id, {
      onSuccess: (result) => void notify(result.message ?? 'Challenge deleted successfully', 'success'),
      onError: (error) => void notify(withServerMessage('Failed to delete challenge', error), 'error'),
    });
  };

  let body;
  if (challenges.isPending) body = <LoadingState message="Loading challenges..." />;
  else if (challenges.isError && !page)
    body = isForbidden(challenges.error) ? (
      <ErrorState title={ACCESS_DENIED} />
    ) : (
      <ErrorState title="Failed to load challenges" message={challenges.error.message} onRetry={() => void challenges.refetch()} />
    );
  else if (!page || page.items.length === 0)
    body = (
      <EmptyState
        title="No challenges found"
        description={filtered ? 'Try another search or clear the filters.' : 'Create the first challenge for members to solve.'}
        icon={<Puzzle className="size-10" />}
      />
    );
  else
    body = (
      <>
        <div className="md:hidden">
          <ChallengeCards challenges={page.items} onEdit={setEditing} onDelete={setDeleting} />
        </div>
        <div className="hidden md:block">
          <ChallengeTable challenges={page.items} onEdit={setEditing} onDelete={setDeleting} />
        </div>
        <Pagination what="challenges" offset={offset} limit={PAGE_SIZE} total={page.total} onOffsetChange={setOffset} />
      </>
    );

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
            <FilterSelect id="admin-challenges-category" label="Category" allLabel="All categories" value={category} options={CHALLENGE_CATEGORY_OPTIONS} onChange={setCategory} />
          </div>
          <FilterSelect id="admin-challenges-difficulty" label="Difficulty" allLabel="All difficulties" value={difficulty} options={CHALLENGE_DIFFICULTY_OPTIONS} onChange={setDifficulty} />
          <FilterSelect id="admin-challenges-visibility" label="Visibility" allLabel="All visibilities" value={visibility} options={CHALLENGE_VISIBILITY_OPTIONS} onChange={setVisibility} />
        </div>
        <Button onClick={() => setCreating(true)} className="sm:self-start lg:ml-auto lg:self-auto">
          <Plus className="size-4" aria-hidden="true" />
          Create Challenge
        </Button>
      </div>
      <div aria-live="polite" className="sr-only">
        {page && !challenges.isFetching ? `${page.total} ${page.total === 1 ? 'challenge' : 'challenges'} found` : ''}
      </div>
      {body}
      <ChallengeCreateDialog open={creating} onOpenChange={setCreating} />
      <ChallengeEditDialog challenge={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete challenge?"
        message={deleting ? `Delete challenge "${deleting.title}"? Members keep the points they earned.` : ''}
        confirmLabel="Delete"
        danger
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </div>
  );
}
