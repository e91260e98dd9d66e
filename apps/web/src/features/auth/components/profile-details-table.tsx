import { formatLongDate, githubProfileUrl } from '@esdc/core/display';
import type { PublicUser } from '@esdc/core/user';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/badge';
import { VerifiedBadge } from './github-connection';

const NOT_SET = <span className="text-muted">Not set</span>;

/**
 * The My Profile details table (SPEC §2 My Profile): Name, Email, Role badge, GitHub ('Not connected'),
 * Member Since ('Unknown'); other empty fields read 'Not set'. A GitHub username proved by a linked GitHub account
 * (`githubVerified`) carries a 'Verified' mark.
 */
export function ProfileDetailsTable({ user, githubVerified = false }: { user: PublicUser; githubVerified?: boolean }) {
  const rows: [string, ReactNode][] = [
    ['Name', user.name?.trim() || NOT_SET],
    ['Username', user.username ? <span className="font-mono">@{user.username}</span> : NOT_SET],
    ['Email', user.email ? <span className="break-all">{user.email}</span> : NOT_SET],
    [
      'Role',
      <Badge key="role" tone={user.role === 'admin' ? 'accent' : user.role === 'moderator' ? 'warning' : 'neutral'} className="capitalize">
        {user.role || 'member'}
      </Badge>,
    ],
    [
      'GitHub',
      user.github_username ? (
        <span className="inline-flex flex-wrap items-center gap-2">
          <a href={githubProfileUrl(user.github_username)} target="_blank" rel="noopener noreferrer" className="font-medium text-accent-text hover:underline">
            {user.github_username}
            <span className="sr-only"> on GitHub (opens in a new tab)</span>
          </a>
          {githubVerified ? <VerifiedBadge /> : null}
        </span>
      ) : (
        <span className="text-muted">Not connected</span>
      ),
    ],
    ['Location', user.location || NOT_SET],
    ['Company', user.company || NOT_SET],
    [
      'Website',
      user.blog ? (
        <a href={user.blog} target="_blank" rel="noopener noreferrer" className="break-all font-medium text-accent-text hover:underline">
          {user.blog}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        NOT_SET
      ),
    ],
    ['Member Since', formatLongDate(user.joined_date) || 'Unknown'],
  ];
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]">
      <table className="w-full text-left text-sm">
        <caption className="border-b border-line px-5 py-4 text-left text-lg font-bold">Account Details</caption>
        <tbody className="divide-y divide-line">
          {rows.map(([label, value]) => (
            <tr key={label} className="align-top">
              <th scope="row" className="w-36 bg-surface-2 px-5 py-3 font-semibold text-muted sm:w-44">
                {label}
              </th>
              <td className="px-5 py-3 text-fg">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
