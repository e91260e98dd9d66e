import { formatLongDate } from '@esdc/core/display';
import { formatMoney } from '@esdc/core/shop';
import { paths } from '@esdc/core/routes';
import { TEAM_ROLE_LABELS, teamPath } from '@esdc/core/team';
import { ArrowRight, Award, CalendarDays, FolderKanban, GraduationCap, Package, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { ProductLink } from '../../shop/public';
import { ProfileStatList } from '../../members/public';
import { ProjectStatusLikes } from '../../projects/public';
import { WebsiteLink } from '../../../components/website-link';
import { LoadingState } from '../../../components/states';
import { useFeatures } from '../../../lib/features';
import { memberFigures } from '../../../lib/member-figures';
import { useMemberCertificates, useMemberEvents, useMemberProducts, useMemberProfile, type MemberProfile } from '../../../lib/members-api';
import { useSession } from '../../../lib/session';
import type { TeamMember } from './team-data';

/**
 * The teams a member is in, with their role in each, linking to the teams' pages (docs/requirements.md §2 Teams).
 * @param onNavigate closes the modal when a link is followed
 */
export function MemberTeams({ member, onNavigate }: { member: TeamMember; onNavigate: () => void }) {
  if (member.teams.length === 0) return null;
  return (
    <ul aria-label={`${member.name}'s teams`} className="flex flex-wrap justify-center gap-2">
      {member.teams.map((team) => (
        <li key={team.id}>
          <Link
            to={teamPath(team.id)}
            onClick={onNavigate}
            className="inline-flex items-center gap-1 rounded-full border border-line px-3 py-1 text-xs font-semibold hover:border-accent hover:text-accent-text"
          >
            {team.name}
            <span className="font-normal text-muted">· {TEAM_ROLE_LABELS[team.role]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const eventDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The member's events (registered for, attended), newest first, each linking to /events/{id} when events are on; a
 * visitor is asked to sign in.
 */
function Events({ profile, linkable, onNavigate }: { profile: MemberProfile; linkable: boolean; onNavigate: () => void }) {
  const signedIn = useSession().status === 'authenticated';
  // A member's events are shown to signed-in members only (`GET /api/users/{id}/events`).
  const events = useMemberEvents(profile.id, signedIn);
  if (!signedIn) return <Empty icon={CalendarDays} text="Sign in to see this member's events" />;
  if (events.isPending) return <LoadingState message="Loading events..." />;
  if (events.isError) return <p className="py-6 text-center text-sm text-danger">Failed to load events</p>;
  if (events.data.items.length === 0) return <Empty icon={CalendarDays} text="No events yet" />;
  return (
    <ul className="divide-y divide-line">
      {events.data.items.map((e) => (
        <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="min-w-0">
            {linkable ? (
              <Link to={paths.event(e.id)} onClick={onNavigate} className="font-semibold text-accent-text hover:underline">
                {e.title}
              </Link>
            ) : (
              <span className="font-semibold">{e.title}</span>
            )}
            <p className="text-sm text-muted">
              {e.category} · <time dateTime={e.start_date}>{eventDate.format(new Date(e.start_date))}</time>
            </p>
          </div>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${e.attended ? 'bg-success-soft text-success' : 'bg-surface-2 text-fg'}`}>
            {e.attended ? 'Attended' : e.registration_status === 'waitlisted' ? 'Waitlisted' : e.status === 'cancelled' ? 'Cancelled' : 'Registered'}
          </span>
        </li>
      ))}
    </ul>
  );
}

const TAB_CLASS =
  'shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold text-muted transition hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm';

/** The profile tabs whose areas have no content yet: each shows its empty message. */
const EMPTY_TABS = [{ value: 'achievements', label: 'Achievements', icon: Award, empty: 'No achievements yet' }] as const;

/** The products the member sells, each linking to its page in a listing that is on (plain text when none is). */
function Products({ profile, onNavigate }: { profile: MemberProfile; onNavigate: () => void }) {
  const products = useMemberProducts(profile.id);
  if (products.isPending) return <LoadingState message="Loading products..." />;
  if (products.isError) return <p className="py-6 text-center text-sm text-danger">Failed to load products</p>;
  if (products.data.items.length === 0) return <Empty icon={Package} text="No products listed" />;
  return (
    <ul className="divide-y divide-line">
      {products.data.items.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <ProductLink id={p.id} onClick={onNavigate} className="font-semibold text-accent-text hover:underline" plainClassName="font-semibold">
            {p.name}
          </ProductLink>
          <span className="text-sm text-muted">
            {p.category} · {formatMoney(p.price_cents)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The courses the member completed (their certificates), each linking to its verification page; a visitor is asked to sign in. */
function Courses({ profile, onNavigate }: { profile: MemberProfile; onNavigate: () => void }) {
  const signedIn = useSession().status === 'authenticated';
  const certificates = useMemberCertificates(profile.id, signedIn);
  if (!signedIn) return <Empty icon={GraduationCap} text="Sign in to see this member's courses" />;
  if (certificates.isPending) return <LoadingState message="Loading courses..." />;
  if (certificates.isError) return <p className="py-6 text-center text-sm text-danger">Failed to load courses</p>;
  if (certificates.data.items.length === 0) return <Empty icon={GraduationCap} text="No courses completed yet" />;
  return (
    <ul className="divide-y divide-line">
      {certificates.data.items.map((c) => (
        <li key={c.code} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="min-w-0">
            <span className="font-semibold">{c.course_title}</span>
            <p className="text-sm text-muted">
              {c.course_level} · completed <time dateTime={c.issued_at}>{eventDate.format(new Date(c.issued_at))}</time>
            </p>
          </div>
          <Link to={paths.certificate(c.code)} onClick={onNavigate} className="text-sm font-semibold text-accent-text hover:underline">
            View certificate
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Empty({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-line px-4 py-10 text-center text-muted">
      <Icon className="size-7" aria-hidden="true" />
      <p className="font-medium">{text}</p>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

function Overview({ profile }: { profile: MemberProfile }) {
  const notSet = <span className="text-muted">Not set</span>;
  const s = profile.stats;
  return (
    <div className="flex flex-col gap-5">
      {profile.bio ? <p className="text-sm">{profile.bio}</p> : null}
      <ProfileStatList columns={3} stats={[...memberFigures(s), { label: 'Likes given', value: s.likes_given }]} />
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label="Location">{profile.location || notSet}</Detail>
        <Detail label="Company">{profile.company || notSet}</Detail>
        <Detail label="Website">{profile.blog ? <WebsiteLink url={profile.blog} /> : notSet}</Detail>
        <Detail label="Member Since">{formatLongDate(profile.joined_date) || 'Recently'}</Detail>
      </dl>
    </div>
  );
}

function Projects({ profile, linkable, onNavigate }: { profile: MemberProfile; linkable: boolean; onNavigate: () => void }) {
  if (profile.projects.length === 0) return <Empty icon={FolderKanban} text="No projects yet" />;
  return (
    <ul className="divide-y divide-line">
      {profile.projects.map((p) => (
        <li key={p.id} className="flex flex-col gap-1 py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            {linkable ? (
              <Link to={paths.project(p.id)} onClick={onNavigate} className="font-semibold text-accent-text hover:underline">
                {p.title}
              </Link>
            ) : (
              <span className="font-semibold">{p.title}</span>
            )}
            <ProjectStatusLikes project={p} />
          </div>
          <p className="line-clamp-2 text-sm text-muted">{p.description}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The full profile modal's body (SPEC §2 Landing team cards and profile modals): header, then the tabs
 * overview, projects, events, products, courses and achievements with real data from
 * `GET /api/users/by-username/{username}`, the member's events (`GET /api/users/{id}/events`), products on sale
 * (`GET /api/products?seller=`) and completed courses (`GET /api/users/{id}/certificates`); achievements show their
 * empty state until that capability exists. A failed load shows 'Failed to load user profile' with Close.
 */
export function TeamMemberFullProfile({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const profile = useMemberProfile(member.username);
  const { isEnabled } = useFeatures();

  if (profile.isPending) return <LoadingState message="Loading profile..." />;
  if (profile.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-8 text-center">
        <p className="text-lg font-semibold text-danger">Failed to load user profile</p>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    );
  }
  const p = profile.data;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <Avatar name={p.name || member.name} src={p.avatar_url} githubUsername={p.github_username} size={72} />
        <div className="min-w-0">
          <p className="truncate font-mono text-sm text-muted">@{p.username}</p>
          <Link
            to={paths.userProfile(p.username)}
            onClick={onClose}
            className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-text hover:underline"
          >
            Open profile page
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
      <MemberTeams member={member} onNavigate={onClose} />
      <Tabs.Root defaultValue="overview" className="flex flex-col gap-4">
        <Tabs.List aria-label={`${p.name || member.name}'s profile`} className="flex flex-wrap gap-1 rounded-xl border border-line bg-surface-2 p-1">
          <Tabs.Trigger value="overview" className={TAB_CLASS}>
            Overview
          </Tabs.Trigger>
          <Tabs.Trigger value="projects" className={TAB_CLASS}>
            Projects ({p.stats.projects})
          </Tabs.Trigger>
          <Tabs.Trigger value="events" className={TAB_CLASS}>
            Events ({p.stats.total_events_attended} attended)
          </Tabs.Trigger>
          <Tabs.Trigger value="products" className={TAB_CLASS}>
            Products
          </Tabs.Trigger>
          <Tabs.Trigger value="courses" className={TAB_CLASS}>
            Courses ({p.stats.total_courses_completed} completed)
          </Tabs.Trigger>
          {EMPTY_TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} className={TAB_CLASS}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview" className="rounded-lg">
          <Overview profile={p} />
        </Tabs.Content>
        <Tabs.Content value="projects" className="rounded-lg">
          <Projects profile={p} linkable={isEnabled('projects')} onNavigate={onClose} />
        </Tabs.Content>
        <Tabs.Content value="events" className="rounded-lg">
          <Events profile={p} linkable={isEnabled('events')} onNavigate={onClose} />
        </Tabs.Content>
        <Tabs.Content value="products" className="rounded-lg">
          <Products profile={p} onNavigate={onClose} />
        </Tabs.Content>
        <Tabs.Content value="courses" className="rounded-lg">
          <Courses profile={p} onNavigate={onClose} />
        </Tabs.Content>
        {EMPTY_TABS.map(({ value, icon, empty }) => (
          <Tabs.Content key={value} value={value} className="rounded-lg">
            <Empty icon={icon} text={empty} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
