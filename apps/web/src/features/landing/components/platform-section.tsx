import type { FeatureKey } from '@esdc/core/features';
import { roleAction } from '@esdc/core/permissions';
import { isBuiltPath, matchRoute, paths } from '@esdc/core/routes';
import {
  Award,
  BookOpen,
  Briefcase,
  CalendarDays,
  ChartColumn,
  Code,
  Gamepad2,
  GitPullRequest,
  Handshake,
  Kanban,
  Library,
  MessagesSquare,
  Newspaper,
  Plug,
  Rocket,
  Route,
  ShoppingBag,
  Trophy,
  Users,
  UsersRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { ComingSoonBadge } from '../../../components/coming-soon';
import { useFeatures } from '../../../lib/features';
import { useHydrated } from '../../../lib/hydration';
import { useCan } from '../../../lib/permissions';
import { SectionHeading } from './section-heading';
import { PageContainer } from '../../../components/page-container';

interface Tile {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
  feature?: FeatureKey;
}

/** The feature tiles, in the order of SPEC §2 "Feature tiles on the landing page". */
const TILES: readonly Tile[] = [
  { to: paths.planning, title: 'Planning', text: 'Kanban boards for project tasks.', icon: Kanban },
  { to: paths.blog, title: 'Blog', text: 'Tutorials, build logs and club news.', icon: Newspaper, feature: 'blog' },
  { to: paths.mentorship, title: 'Mentorship', text: 'Book a session with a senior member.', icon: Handshake },
  { to: paths.hackathons, title: 'Hackathons', text: 'Build something in a weekend.', icon: Rocket },
  { to: paths.workshops, title: 'Workshops', text: 'Hands-on sessions at the bench.', icon: Wrench },
  { to: paths.certifications, title: 'Certifications', text: 'Prove what you have learned.', icon: Award },
  { to: paths.jobs, title: 'Jobs', text: 'Internships and embedded roles.', icon: Briefcase },
  { to: paths.forum, title: 'Forum', text: 'Ask, answer and discuss.', icon: MessagesSquare },
  { to: paths.docs, title: 'Documentation', text: 'Guides for boards, tools and code.', icon: BookOpen },
  { to: paths.codeReview, title: 'Code Review', text: 'Get feedback on your firmware.', icon: GitPullRequest },
  { to: paths.analytics, title: 'Analytics', text: 'How the club is growing.', icon: ChartColumn },
  { to: paths.teams, title: 'Teams', text: 'Find a team or start one.', icon: UsersRound },
  { to: paths.integrations, title: 'Integrations', text: 'Connect GitHub, email and more.', icon: Plug },
  { to: paths.roadmap, title: 'Roadmap', text: 'What the platform does next.', icon: Route },
  { to: paths.events, title: 'Events', text: 'Talks, meetups and build nights.', icon: CalendarDays, feature: 'events' },
  { to: paths.resources, title: 'Resources', text: 'Curated links by topic.', icon: Library, feature: 'resources' },
  { to: paths.shop, title: 'Shop', text: 'Boards, parts and club merch.', icon: ShoppingBag, feature: 'shop' },
  { to: paths.leaderboard, title: 'Leaderboard', text: 'Top members by points.', icon: Trophy, feature: 'leaderboard' },
  { to: paths.games, title: 'Games', text: 'Six classics for a break.', icon: Gamepad2, feature: 'games' },
  { to: paths.users, title: 'Members', text: 'The people of the club.', icon: Users },
  { to: paths.projects, title: 'Projects', text: 'What members have built.', icon: Code, feature: 'projects' },
];

const TILE_CLASS = 'flex h-full items-center gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4';

/**
 * "Explore Our Platform" feature tiles (SPEC §2 Feature tiles); tiles of switched-off features are hidden, a tile of a
 * page restricted to a role (Analytics: moderators) only shows to those who may open it (once the page has hydrated:
 * the server renders it for visitors), and a tile whose area is not built yet reads 'Coming soon' and is not a link.
 */
export function PlatformSection() {
  const { isEnabled } = useFeatures();
  const can = useCan();
  const hydrated = useHydrated();
  const mayOpen = (to: string) => {
    const role = matchRoute(to)?.route.role;
    return !role || (hydrated && can(roleAction(role)));
  };
  const tiles = TILES.filter((t) => (!t.feature || isEnabled(t.feature)) && mayOpen(t.to));
  return (
    <section id="platform" aria-labelledby="platform-title" className="scroll-mt-24 border-y border-line bg-surface-2/60">
      <PageContainer className="py-20">
        <SectionHeading id="platform-title" eyebrow="Everything in one place" title="Explore Our Platform">
          Courses, projects, events and tools for every stage — from your first circuit to your first job.
        </SectionHeading>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {tiles.map(({ to, title, text, icon: Icon }) => {
            const body = (
              <>
                <span
                  className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-text transition group-hover:bg-accent group-hover:text-accent-fg"
                  aria-hidden="true"
                >
                  <Icon className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 font-bold">
                    {title}
                    {isBuiltPath(to) ? null : (
                      <>
                        <span className="sr-only">, </span>
                        <ComingSoonBadge />
                      </>
                    )}
                  </span>
                  <span className="block text-sm text-muted">{text}</span>
                </span>
              </>
            );
            return (
              <li key={to}>
                {isBuiltPath(to) ? (
                  <Link to={to} className={`group ${TILE_CLASS} transition hover:-translate-y-0.5 hover:border-accent hover:shadow-[var(--shadow-card)]`}>
                    {body}
                  </Link>
                ) : (
                  <div aria-disabled="true" className={`${TILE_CLASS} cursor-default`}>
                    {body}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </PageContainer>
    </section>
  );
}
