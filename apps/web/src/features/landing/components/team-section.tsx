import { paths } from '@esdc/core/routes';
import type { TeamFocusArea, TeamRole } from '@esdc/core/team';
import type { TeamSummary } from '@esdc/core/team-schemas';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { buttonClass } from '../../../components/button';
import { PageContainer } from '../../../components/page-container';
import { Skeleton } from '../../../components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { Bot, CircuitBoard, Globe, UsersRound, type LucideIcon } from 'lucide-react';
import { IconTile } from '../../../components/icon-tile';
import { requestPage } from '../../../lib/api-page';
import { SectionHeading } from './section-heading';
import type { TeamMember } from './team-data';

/** The member modals are fetched only when a member is first hovered, focused or clicked (landing bundle budget). */
const loadModals = () => import('./team-member-modals');
const TeamMemberModals = lazy(loadModals);
const preload = () => void loadModals();

/**
 * The icon of a team without an avatar: its focus area's for the seed teams' areas, the teams icon otherwise (the
 * teams' pages have one per area: features/teams team-avatar.tsx). Kept small here: a module the landing shared with
 * the teams' pages, or an icon from another chunk, would be named in the initial scripts, and the landing's initial
 * JavaScript is at its budget (scripts/check-bundle.mjs).
 */
/** A role as the cards write it (core `TEAM_ROLE_LABELS`, not imported for the same reason). */
const roleLabel = (role: TeamRole) => (role === 'lead' ? 'Team lead' : 'Member');

const FOCUS_ICONS: Partial<Record<TeamFocusArea, LucideIcon>> = { AI: Bot, Hardware: CircuitBoard, Web: Globe };

/** The teams with their members, in the landing's order (`GET /api/teams`, docs/requirements.md §2 Teams). */
function useLandingTeams() {
  return useQuery({ queryKey: ['teams', 'landing'], queryFn: () => requestPage<TeamSummary>('/api/teams', { limit: 50, offset: 0 }) });
}

/** A member of one team's card, with every team they are in (the modals list them). */
function memberOf(teams: readonly TeamSummary[], team: TeamSummary, m: TeamSummary['members'][number]): TeamMember {
  return {
    name: m.name,
    username: m.username,
    avatar_url: m.avatar_url,
    role: roleLabel(m.role),
    bio: m.bio,
    teams: teams.flatMap((t) => t.members.filter((x) => x.id === m.id).map((x) => ({ id: t.id, name: t.name, role: x.role }))),
  };
}

/**
 * "Our Team" (SPEC §1; docs/requirements.md §2 Landing team cards and profile modals, §2 Teams): the teams from the
 * database in their order, each with its lead and members; each member opens the quick Team Member modal, whose See
 * Full Profile opens the full profile modal. The page is rendered without data first (skeleton cards).
 */
export function TeamSection() {
  const teams = useLandingTeams();
  const [selected, setSelected] = useState<TeamMember | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const open = (member: TeamMember, button: HTMLButtonElement) => {
    opener.current = button;
    setSelected(member);
  };
  // The dialog has no Radix trigger, so focus goes back to the member's button by hand.
  const close = () => {
    setSelected(null);
    window.requestAnimationFrame(() => opener.current?.focus());
  };
  const items = teams.data?.items;
  return (
    <section id="team" tabIndex={-1} aria-labelledby="team-title" className="scroll-mt-24 outline-none">
      <PageContainer className="py-20">
        <SectionHeading id="team-title" eyebrow="The people" title="Our Team">
          Teams keep the club running. Every member can join one.
        </SectionHeading>
        {!items ? (
          <ul className="grid gap-5 md:grid-cols-3" aria-busy="true" aria-label="Loading teams">
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-72 rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)]">
                <Skeleton className="h-11 w-40" />
                <Skeleton className="mt-4 h-16 w-full" />
                <Skeleton className="mt-6 h-24 w-full" />
              </li>
            ))}
          </ul>
        ) : items.length === 0 ? (
          <p className="text-muted">
            No teams yet.{' '}
            <Link to={paths.teams} className="font-semibold text-accent-text hover:underline">
              Start one
            </Link>
          </p>
        ) : (
          <ul className="grid gap-5 md:grid-cols-3">
            {items.map((team) => (
              <li key={team.id} className="flex flex-col rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)]">
                <div className="flex items-center gap-3">
                  {team.avatar ? (
                    <img
                      src={team.avatar}
                      alt=""
                      width={44}
                      height={44}
                      loading="lazy"
                      className="size-11 shrink-0 rounded-xl border border-line object-cover"
                    />
                  ) : (
                    <IconTile icon={FOCUS_ICONS[team.focus_area] ?? UsersRound} size="feature" />
                  )}
                  <h3 className="text-lg font-bold">
                    <Link to={`${paths.teams}/${team.id}`} className="hover:text-accent-text">
                      {team.name}
                    </Link>
                  </h3>
                </div>
                <p className="mt-3 text-sm leading-relaxed text-muted">{team.description}</p>
                <ul className="mt-5 space-y-1 border-t border-line pt-4" aria-label={`${team.name} team members`}>
                  {team.members.map((m) => (
                    <li key={m.id}>
                      <button
                        type="button"
                        onClick={(e) => open(memberOf(items, team, m), e.currentTarget)}
                        onPointerEnter={preload}
                        onFocus={preload}
                        aria-haspopup="dialog"
                        className="-mx-2 flex w-[calc(100%+1rem)] items-center gap-3 rounded-xl px-2 py-1.5 text-left transition hover:bg-surface-2"
                      >
                        <span aria-hidden="true">
                          <Avatar name={m.name} src={m.avatar_url} size={36} />
                        </span>
                        <span className="min-w-0">
                          <span className="block text-sm font-semibold">{m.name}</span>
                          <span className="block text-xs text-muted">{roleLabel(m.role)}</span>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-8 flex justify-center">
          <Link to={paths.teams} className={buttonClass('secondary')}>
            See all teams
          </Link>
        </div>
      </PageContainer>
      {selected ? (
        <Suspense fallback={null}>
          <TeamMemberModals member={selected} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
}
