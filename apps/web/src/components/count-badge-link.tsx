import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

/**
 * A header icon link with a count badge (SPEC §2 Shared header: notifications, cart): the icon and, above 0, a badge
 * with the count ('99+' above 99). The badge is hidden from screen readers: `label` says the count.
 * @param label the link's accessible name ('Cart, 3 items')
 * @param count what the badge counts; none at 0
 * @param badgeTestId the badge's test id
 * @param className the icon button's look (positioned: the badge sits on its corner)
 */
export function CountBadgeLink({
  to,
  icon: Icon,
  label,
  count,
  badgeTestId,
  className,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  count: number;
  badgeTestId: string;
  className: string;
}) {
  return (
    <Link to={to} aria-label={label} className={className}>
      <Icon className="size-[1.15rem]" aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid={badgeTestId}
          className="absolute -right-0.5 -top-0.5 flex h-[1.15rem] min-w-[1.15rem] items-center justify-center rounded-full bg-accent px-1 text-[0.65rem] font-bold leading-none text-accent-fg"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
