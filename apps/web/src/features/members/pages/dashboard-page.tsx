import { paths } from '@esdc/core/routes';
import { CalendarDays, FolderKanban, Medal, Trophy, UserRound, UsersRound, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { Page } from '../../../components/page';
import { SignInRequired } from '../../../components/sign-in-required';
import { useFeatures } from '../../../lib/features';
import { useMemberEvents, useMemberStats } from '../../../lib/members-api';
import { upcomingEvents } from '../../../lib/upcoming-events';
import { useSession } from '../../../lib/session';
import { DashboardStatCard } from '../components/dashboard-stat-card';
import { SectionCard } from '../../../components/section-card';
import { RecentActivityList } from '../components/recent-activity-list';
import { ContinueLearning } from '../../learning/public';
import { formatCount, formatNumber } from '../../../lib/format';
import { ButtonLink } from '../../../components/button-link';

/**
 * Signed out: 'Login Required' / 'Please log in to view your profile' with 'Login with GitHub' to /login (SPEC §2
 * Rich profile/dashboard page). /dashboard is an always-available route (SPEC §2 Route table), so it shows this
 * state rather than redirecting; signing in comes back here.
 */
function LoginRequired() {
  return (
    <SignInRequired title="Dashboard" heading="Login Required" text="Please log in to view your profile" linkLabel="Login with GitHub" from={paths.dashboard} />
  );
}

/**
 * /dashboard, the simple dashboard (SPEC §2 Simple dashboard; 'Login Required' when signed out): 'Welcome back, {username}!',
 * the Total Points, Challenges Completed, Upcoming Events and Club Ranking cards from
 * `GET /api/users/{id}/stats` and the member's upcoming events (`GET /api/users/{id}/events`, the next one linked; the ranking is the
 * all-time leaderboard place, 'Unranked' without points), and Recent Activity built from the member's real
 * solved challenges, projects and likes; Continue Learning lists the member's courses in progress.
 */
export default function DashboardPage() {
  const { user } = useSession();
  if (!user) return <LoginRequired />;
  return <Dashboard user={user} />;
}

/** The dashboard of the signed-in member. */
function Dashboard({ user }: { user: NonNullable<ReturnType<typeof useSession>['user']> }) {
  const { isEnabled } = useFeatures();
  const stats = useMemberStats(user.id);
  const s = stats.data;
  const loading = stats.isPending;
  const failed = stats.isError;
  const unavailable = failed ? '—' : undefined;
  const events = useMemberEvents(user.id, isEnabled('events'));
  const [nowMs] = useState(() => Date.now());
  const upcoming = events.data ? upcomingEvents(events.data.items, nowMs) : [];
  const quickLinks = [
    { to: paths.profile, icon: UserRound, label: 'My Profile' },
    { to: paths.userProfile(user.username), icon: UserRound, label: 'My public page' },
    ...(isEnabled('projects') ? [{ to: paths.myProjects, icon: FolderKanban, label: 'My Projects' }] : []),
    { to: paths.users, icon: UsersRound, label: 'Community Members' },
  ];

  return (
    <Page
      title="Dashboard"
      heading={`Welcome back, ${user.username}!`}
      intro="Your points, challenges and what has happened around your projects."
      actions={
        <ButtonLink to={paths.profile} variant="secondary" icon={UserRound}>
          My Profile
        </ButtonLink>
      }
    >
      <section aria-labelledby="dashboard-stats-title" className="mb-8">
        <h2 id="dashboard-stats-title" className="sr-only">
          Your numbers
        </h2>
        {failed ? (
          <p role="alert" className="mb-3 rounded-xl border border-danger/40 bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
            Failed to load your stats. {stats.error.message}{' '}
            <button type="button" onClick={() => void stats.refetch()} className="font-semibold underline">
              Try Again
            </button>
          </p>
        ) : null}
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <DashboardStatCard
            icon={Zap}
            label="Total Points"
            loading={loading}
            value={unavailable ?? formatNumber(s?.points ?? 0)}
            hint="Earned from challenges and games"
          />
          <DashboardStatCard
            icon={Trophy}
            label="Challenges Completed"
            loading={loading}
            value={unavailable ?? s?.completed_challenges ?? 0}
            hint="Solved so far"
          />
          <DashboardStatCard
            icon={CalendarDays}
            label="Upcoming Events"
            loading={events.isPending && isEnabled('events')}
            value={events.isError || !isEnabled('events') ? '—' : upcoming.length}
            hint={
              upcoming[0] ? (
                <Link to={paths.event(upcoming[0].id)} className="hover:text-accent-text hover:underline">
                  Next: {upcoming[0].title}
                </Link>
              ) : (
                'No upcoming events'
              )
            }
          />
          <DashboardStatCard
            icon={Medal}
            label="Club Ranking"
            loading={loading}
            value={unavailable ?? (s ? (s.rank === null ? 'Unranked' : `#${s.rank}`) : '—')}
            hint={s ? (s.rank === null ? 'Earn points to get ranked' : `of ${formatCount(s.total_members, 'member')} by points`) : 'By points'}
          />
        </dl>
      </section>
      {isEnabled('lms') ? (
        <SectionCard
          title="Continue Learning"
          className="mb-6"
          action={
            <Link to={paths.certifications} className="text-sm font-semibold text-accent-text hover:underline">
              My certificates
            </Link>
          }
        >
          <ContinueLearning userId={user.id} />
        </SectionCard>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <SectionCard title="Recent Activity">
          <RecentActivityList userId={user.id} />
        </SectionCard>
        <SectionCard title="Quick Links">
          <ul className="flex flex-col gap-2">
            {quickLinks.map(({ to, icon: Icon, label }) => (
              <li key={label}>
                <Link to={to} className={`${buttonClass('ghost')} w-full justify-start`}>
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </SectionCard>
      </div>
    </Page>
  );
}
