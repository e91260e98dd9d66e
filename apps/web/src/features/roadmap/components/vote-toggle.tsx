import type { RoadmapItem } from '@esdc/core/roadmap-schemas';
import { paths } from '@esdc/core/routes';
import { ThumbsUp } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/button';
import { formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useVoteRoadmapItem } from '../api/vote-roadmap-item';

/**
 * The vote button of a roadmap item with its count (docs/requirements.md §2 Roadmap), like the forum's like
 * button: a member who may vote votes or takes the vote back (`aria-pressed`; counted once by the server; a failure
 * is a toast); anyone else gets a sign-in link with the count instead.
 * @param item the item, with its count and whether the viewer voted
 * @param canVote whether the viewer may vote (signed in, active)
 */
export function VoteToggle({ item, canVote }: { item: RoadmapItem; canVote: boolean }) {
  const location = useLocation();
  const vote = useVoteRoadmapItem();
  const shown = formatNumber(item.vote_count);
  const noun = item.vote_count === 1 ? 'vote' : 'votes';
  if (!canVote) {
    return (
      <Link to={paths.login} state={{ from: location.pathname }} className={buttonClass('secondary', 'sm')}>
        <ThumbsUp className="size-4" aria-hidden="true" />
        {shown}
        <span className="sr-only">
          {' '}
          {noun}. Sign in to vote for {item.title}
        </span>
      </Link>
    );
  }
  const voted = item.voted === true;
  return (
    <button
      type="button"
      aria-pressed={voted}
      disabled={vote.isPending}
      onClick={() => vote.mutate({ id: item.id, vote: !voted }, { onError: (error) => void notify(error.message || 'Failed to update the vote', 'error') })}
      className={buttonClass(voted ? 'primary' : 'secondary', 'sm')}
    >
      <ThumbsUp className={`size-4 ${voted ? 'fill-current' : ''}`} aria-hidden="true" />
      {shown}
      <span className="sr-only">
        {' '}
        {noun}. Vote for {item.title}
      </span>
    </button>
  );
}
