import { formatLongDate, githubProfileUrl } from '@esdc/core/display';
import { BadgeCheck, CalendarDays, Code, Mail, Pencil, ShieldCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { IconDetail } from '../../../components/icon-detail';
import { formatNumber } from '../../../lib/format';

/** What the card shows of a user (SPEC §3 User); every field is optional so any user shape fits. */
export interface ProfileCardUser {
  name?: string | null;
  username?: string | null;
  email?: string | null;
  bio?: string | null;
  github_username?: string | null;
  /** Whether the GitHub username was proved by a linked GitHub account: shown as 'Verified'. */
  github_verified?: boolean | null;
  avatar_url?: string | null;
  joined_date?: string | null;
  role?: string | null;
  points?: number | null;
  completed_challenges?: number | null;
}

/** One figure of a stats grid: a label, its value and an optional line under it. */
export interface ProfileStat {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
}

/**
 * The figure's type size: numbers (and short text such as '#3') large; a word such as 'Unranked' a step smaller, so it
 * is shown whole in the narrowest tile (five across at 1280 px) instead of cut.
 */
function valueSize(value: ProfileStat['value']): string {
  return typeof value === 'string' && value.length > 5 ? 'text-lg break-words' : 'truncate text-2xl';
}

/**
 * A grid of labelled figures (SPEC §2 Reusable profile card stats; also the stats beside a profile).
 * `columns` is the widest column count (2 in the card, up to 5 beside it).
 */
export function ProfileStatList({ stats, columns = 2 }: { stats: readonly ProfileStat[]; columns?: 2 | 3 | 4 | 5 }) {
  const grid = {
    2: 'grid-cols-2',
    3: 'grid-cols-2 sm:grid-cols-3',
    4: 'grid-cols-2 md:grid-cols-4',
    5: 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-5',
  }[columns];
  return (
    <dl className={`grid w-full gap-3 ${grid}`}>
      {stats.map((stat, i) => (
        <div
          key={stat.label}
          className={`flex min-w-0 flex-col rounded-xl border border-line bg-surface-2 p-3 text-left ${
            stats.length % 2 === 1 && i === stats.length - 1 ? (columns === 2 ? 'col-span-2' : 'max-sm:col-span-2') : ''
          }`}
        >
          {/* Labels of up to two lines take the same height in every tile, so the figures stand on one line. */}
          <dt className={`text-xs font-semibold uppercase leading-4 tracking-wide text-muted ${columns > 2 ? 'min-h-8' : ''}`}>{stat.label}</dt>
          <dd className={`font-mono font-bold leading-8 text-fg ${valueSize(stat.value)}`}>
            {typeof stat.value === 'number' ? formatNumber(stat.value) : stat.value}
          </dd>
          {stat.hint ? <dd className="mt-0.5 text-xs text-muted">{stat.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** The card's default figures: Points and Challenges (SPEC §2 Reusable profile card). */
function defaultStats(user: ProfileCardUser): ProfileStat[] {
  return [
    { label: 'Points', value: user.points ?? 0 },
    { label: 'Challenges', value: user.completed_challenges ?? 0 },
  ];
}

function EditButton({ onEdit, label, full }: { onEdit: () => void; label: string; full: boolean }) {
  return (
    <Button variant="secondary" size="sm" onClick={onEdit} className={full ? 'w-full' : ''}>
      <Pencil className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
}

function AdminBadge() {
  return (
    <Badge tone="accent">
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      Admin
    </Badge>
  );
}

/**
 * Reusable profile card (SPEC §2 Reusable profile card): avatar (image, else the public code-host avatar from
 * the GitHub username, else initials; initials again if the image fails), name (fallback 'Anonymous User'),
 * @username, email, bio, code-host link, join date ('Recently' if missing), admin badge for role admin,
 * optional edit button and optional stats (Points, Challenges, or the `stats` given).
 * With no user: 'No user data available'.
 *
 * `variant="compact"` is a one-row summary for lists and sidebars; `titleAs` sets the name's heading level.
 */
export function ProfileCard({
  user,
  onEdit,
  editLabel = 'Edit Profile',
  showStats = false,
  stats,
  variant = 'full',
  titleAs: Title = 'h2',
  children,
  className = '',
}: {
  user: ProfileCardUser | null | undefined;
  onEdit?: () => void;
  editLabel?: string;
  showStats?: boolean;
  stats?: readonly ProfileStat[];
  variant?: 'full' | 'compact';
  titleAs?: 'h1' | 'h2' | 'h3';
  children?: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  if (!user) {
    return (
      <div className={`rounded-[var(--radius-card)] border border-dashed border-line bg-surface p-8 text-center text-muted ${className}`}>
        No user data available
      </div>
    );
  }
  const name = user.name?.trim() || 'Anonymous User';
  const joined = formatLongDate(user.joined_date) || 'Recently';
  const figures = stats ?? (showStats ? defaultStats(user) : null);
  const isAdmin = user.role === 'admin';

  if (variant === 'compact') {
    return (
      <article aria-labelledby={titleId} className={`rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] ${className}`}>
        <div className="flex items-center gap-3">
          <Avatar name={name} src={user.avatar_url} githubUsername={user.github_username} size={56} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Title id={titleId} className="truncate text-base font-bold">
                {name}
              </Title>
              {isAdmin ? <AdminBadge /> : null}
            </div>
            {user.username ? <p className="truncate font-mono text-sm text-muted">@{user.username}</p> : null}
            <p className="text-xs text-muted">Joined {joined}</p>
          </div>
        </div>
        {user.bio ? <p className="mt-3 line-clamp-2 text-sm text-fg">{user.bio}</p> : null}
        {figures ? (
          <div className="mt-3">
            <ProfileStatList stats={figures} />
          </div>
        ) : null}
        {children}
        {onEdit ? (
          <div className="mt-3">
            <EditButton onEdit={onEdit} label={editLabel} full />
          </div>
        ) : null}
      </article>
    );
  }

  return (
    <article
      aria-labelledby={titleId}
      className={`overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)] ${className}`}
    >
      <div className="relative h-24 border-b border-line bg-accent-soft" aria-hidden="true">
        <svg
          className="absolute inset-0 h-full w-full text-accent-text opacity-20"
          preserveAspectRatio="none"
          viewBox="0 0 300 96"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M0 70h60l12-24h70l10 20h58l14-30h76" />
          <path d="M0 30h40l10 16h90l14-26h146" />
          <circle cx="72" cy="46" r="3" />
          <circle cx="152" cy="66" r="3" />
          <circle cx="224" cy="36" r="3" />
        </svg>
      </div>
      <div className="relative -mt-12 flex flex-col items-center gap-3 px-6 pb-6 text-center">
        <Avatar name={name} src={user.avatar_url} githubUsername={user.github_username} size={96} className="border-4 border-surface" />
        <div className="min-w-0 max-w-full">
          <Title id={titleId} className="break-words text-xl font-bold">
            {name}
          </Title>
          {user.username ? <p className="break-all font-mono text-sm text-muted">@{user.username}</p> : null}
        </div>
        {isAdmin ? <AdminBadge /> : null}
        {user.bio ? <p className="text-sm text-fg">{user.bio}</p> : null}
        <ul className="flex w-full flex-col gap-2 text-left text-sm text-muted">
          {user.email ? (
            <IconDetail icon={Mail} label="Email" className="break-all">
              {user.email}
            </IconDetail>
          ) : null}
          {user.github_username ? (
            <IconDetail icon={Code}>
              <a
                href={githubProfileUrl(user.github_username)}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all font-medium text-accent-text hover:underline"
              >
                github.com/{user.github_username}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              {user.github_verified ? (
                <span className="ml-1.5 inline-flex items-center gap-1 align-middle text-xs font-semibold text-success">
                  <BadgeCheck className="size-3.5" aria-hidden="true" />
                  Verified
                </span>
              ) : null}
            </IconDetail>
          ) : null}
          <IconDetail icon={CalendarDays}>Joined {joined}</IconDetail>
        </ul>
        {figures ? (
          <div className="w-full border-t border-line pt-4">
            <ProfileStatList stats={figures} />
          </div>
        ) : null}
        {children}
        {onEdit ? <EditButton onEdit={onEdit} label={editLabel} full /> : null}
      </div>
    </article>
  );
}
