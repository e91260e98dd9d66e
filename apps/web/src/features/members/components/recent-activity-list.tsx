import { formatShortDate } from '@esdc/core/display';
import { paths } from '@esdc/core/routes';
import { FolderPlus, Heart, History, Puzzle } from 'lucide-react';
import { Link } from 'react-router';
import { ListSkeleton, SkeletonBlocks } from '../../../components/skeleton';
import { EmptyState, ErrorState } from '../../../components/states';
import { useFeatures } from '../../../lib/features';
import { useRecentActivity, type ActivityEntry } from '../api/recent-activity';
import { formatPoints } from '../../../lib/format';

const ICONS = { challenge: Puzzle, project: FolderPlus, like: Heart } as const;

/** One entry's sentence; a project or challenge whose feature is switched off is named without a link. */
function Description({ entry }: { entry: ActivityEntry }) {
  const { isEnabled } = useFeatures();
  if (entry.kind === 'challenge') {
    return (
      <>
        You solved{' '}
        {isEnabled('challenges') ? (
          <Link to={paths.challenge(entry.challengeId)} className="font-semibold text-accent-text hover:underline">
            {entry.challengeTitle}
          </Link>
        ) : (
          <span className="font-semibold">{entry.challengeTitle}</span>
        )}{' '}
        <span className="whitespace-nowrap font-semibold text-success">+{formatPoints(entry.points)}</span>
      </>
    );
  }
  const project = isEnabled('projects') ? (
    <Link to={paths.project(entry.projectId)} className="font-semibold text-accent-text hover:underline">
      {entry.projectTitle}
    </Link>
  ) : (
    <span className="font-semibold">{entry.projectTitle}</span>
  );
  if (entry.kind === 'like') {
    return (
      <>
        <Link to={paths.userProfile(entry.byUsername)} className="font-semibold hover:underline">
          {entry.byName || entry.byUsername}
        </Link>{' '}
        liked your project {project}
      </>
    );
  }
  return <>You created the project {project}</>;
}

function Entry({ entry }: { entry: ActivityEntry }) {
  const Icon = ICONS[entry.kind];
  return (
    <li className="flex items-start gap-3 py-3">
      <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-text" aria-hidden="true">
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <Description entry={entry} />
        </p>
        <p className="text-xs text-muted">
          <time dateTime={entry.at}>{formatShortDate(entry.at)}</time>
        </p>
      </div>
    </li>
  );
}

/**
 * Recent Activity (SPEC §2 Simple dashboard: types challenge, event, achievement): challenges the member solved,
 * projects they created and likes they received, newest first, from the API; 'No recent activity yet' when
 * there is nothing (never sample entries).
 */
export function RecentActivityList({ userId }: { userId: number }) {
  const { isEnabled } = useFeatures();
  const activity = useRecentActivity(userId, isEnabled('challenges'));
  if (activity.isPending) {
    return (
      <ListSkeleton
        count={3}
        className="space-y-3"
        item={<SkeletonBlocks className="flex items-center gap-3" blocks={['size-9 rounded-full', 'h-4 flex-1 rounded']} />}
      />
    );
  }
  if (activity.isError) return <ErrorState title="Failed to load recent activity" message={activity.error.message} onRetry={() => void activity.refetch()} />;
  if (activity.data.length === 0) {
    return (
      <EmptyState
        icon={<History className="size-8" />}
        title="No recent activity yet"
        description="Solve a challenge, create a project or get likes on one and it will show up here."
        action={
          isEnabled('challenges') || isEnabled('projects') ? (
            <span className="flex flex-wrap justify-center gap-x-4 gap-y-1">
              {isEnabled('challenges') ? (
                <Link to={paths.challenges} className="text-sm font-semibold text-accent-text hover:underline">
                  Browse challenges
                </Link>
              ) : null}
              {isEnabled('projects') ? (
                <Link to={paths.myProjects} className="text-sm font-semibold text-accent-text hover:underline">
                  Go to My Projects
                </Link>
              ) : null}
            </span>
          ) : undefined
        }
      />
    );
  }
  return (
    <ul className="divide-y divide-line">
      {activity.data.map((entry) => (
        <Entry key={entry.key} entry={entry} />
      ))}
    </ul>
  );
}
