import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconTile } from '../../../components/icon-tile';

/**
 * The card of the Login and Register pages (SPEC §2 Login, Register): an icon tile with the page's h1 and a line
 * under it, the form, then a line that links to the other page ('New to the club? Create one').
 * @param other the closing line: its text, the link's path and the link's text
 */
export function AuthCard({
  icon,
  title,
  subtitle,
  other,
  className = '',
  children,
}: {
  icon: LucideIcon;
  title: string;
  subtitle: string;
  other: { text: string; to: string; link: string };
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)] sm:p-8 ${className}`}>
      <div className="mb-6 flex items-center gap-3">
        <IconTile icon={icon} size="lg" />
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-sm text-muted">{subtitle}</p>
        </div>
      </div>
      {children}
      <p className="mt-6 text-center text-sm text-muted">
        {other.text}{' '}
        <Link to={other.to} className="font-semibold text-accent-text underline-offset-4 hover:underline">
          {other.link}
        </Link>
      </p>
    </div>
  );
}
