import { formatLongDate, githubProfileUrl } from '@esdc/core/display';
import type { PublicUser } from '@esdc/core/user';
import { CalendarDays, Code, Mail, Pencil, ShieldCheck } from 'lucide-react';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';

/**
 * Profile card (SPEC §2 Reusable profile card, as My Profile uses it): avatar (image, else GitHub avatar,
 * else initials), name ('Anonymous User'), @username, email, bio, GitHub link, join date ('Recently'),
 * admin badge, optional edit button and stats (Points, Challenges); 'No user data available' without a user.
 */
export function ProfileCard({ user, onEdit, showStats = false }: { user: PublicUser | null; onEdit?: () => void; showStats?: boolean }) {
  if (!user) {
    return <div className="rounded-[var(--radius-card)] border border-dashed border-line p-8 text-center text-muted">No user data available</div>;
  }
  const name = user.name?.trim() || 'Anonymous User';
  const joined = formatLongDate(user.joined_date);
  return (
    <section aria-labelledby="profile-card-name" className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]">
      <div className="relative h-24 border-b border-line bg-accent-soft" aria-hidden="true">
        <svg className="absolute inset-0 h-full w-full text-accent-text opacity-20" preserveAspectRatio="none" viewBox="0 0 300 96" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M0 70h60l12-24h70l10 20h58l14-30h76" />
          <path d="M0 30h40l10 16h90l14-26h146" />
          <circle cx="72" cy="46" r="3" />
          <circle cx="152" cy="66" r="3" />
          <circle cx="224" cy="36" r="3" />
        </svg>
      </div>
      <div className="relative -mt-12 flex flex-col items-center gap-3 px-6 pb-6 text-center">
        <Avatar name={name} src={user.avatar_url} githubUsername={user.github_username} size={96} className="border-4 border-surface" />
        <div>
          <h2 id="profile-card-name" className="text-xl font-bold">
            {name}
          </h2>
          {user.username ? <p className="font-mono text-sm text-muted">@{user.username}</p> : null}
        </div>
        {user.role === 'admin' ? (
          <Badge tone="accent">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            Admin
          </Badge>
        ) : null}
        {user.bio ? <p className="text-sm text-fg">{user.bio}</p> : null}
        <ul className="flex w-full flex-col gap-2 text-left text-sm text-muted">
          <li className="flex items-center gap-2 break-all">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">Email: </span>
            {user.email}
          </li>
          {user.github_username ? (
            <li className="flex items-center gap-2">
              <Code className="size-4 shrink-0" aria-hidden="true" />
              <a href={githubProfileUrl(user.github_username)} target="_blank" rel="noopener noreferrer" className="font-medium text-accent-text hover:underline">
                github.com/{user.github_username}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ) : null}
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            Joined {joined || 'Recently'}
          </li>
        </ul>
        {showStats ? (
          <dl className="grid w-full grid-cols-2 gap-3 border-t border-line pt-4">
            <div className="rounded-xl bg-surface-2 p-3">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Points</dt>
              <dd className="font-mono text-2xl font-bold">{user.points ?? 0}</dd>
            </div>
            <div className="rounded-xl bg-surface-2 p-3">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Challenges</dt>
              <dd className="font-mono text-2xl font-bold">{user.completed_challenges ?? 0}</dd>
            </div>
          </dl>
        ) : null}
        {onEdit ? (
          <Button variant="secondary" size="sm" onClick={onEdit} className="w-full">
            <Pencil className="size-4" aria-hidden="true" />
            Edit Profile
          </Button>
        ) : null}
      </div>
    </section>
  );
}
