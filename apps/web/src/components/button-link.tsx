import type { LucideIcon } from 'lucide-react';
import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonVariant } from './button';

/**
 * A link to a page of the app drawn as a button (a page's actions, an empty state's way on): react-router's `Link`
 * with {@link buttonClass}, and an optional icon before the text.
 * @param variant the button's look (default 'primary')
 * @param size 'md' (default) or 'sm'
 * @param icon a lucide icon shown before the text (decorative: hidden from screen readers)
 */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  icon: Icon,
  children,
  ...link
}: Omit<LinkProps, 'className'> & { variant?: ButtonVariant; size?: 'sm' | 'md'; icon?: LucideIcon }) {
  return (
    <Link {...link} className={buttonClass(variant, size)}>
      {Icon ? <Icon className="size-4" aria-hidden="true" /> : null}
      {children}
    </Link>
  );
}
