import { availableProductPath, type CatalogueListing } from '@esdc/core/commerce';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCommerce } from '../../../lib/commerce';

/**
 * A link to a product's page in a listing that is on (SPEC §3 Feature settings; core `availableProductPath`):
 * `preferred` when its switch is on, else the other listing; with both off, the children as plain text.
 * @param id the product id
 * @param preferred the listing to use when it is on (default /products)
 * @param onClick called when the link is followed (e.g. to close a modal)
 */
export function ProductLink({
  id,
  preferred = 'products',
  className,
  plainClassName,
  onClick,
  children,
}: {
  id: number;
  preferred?: CatalogueListing;
  className?: string;
  /** The class of the plain text shown when no listing is on. */
  plainClassName?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const to = availableProductPath(id, useCommerce(), preferred);
  if (to === null) return <span className={plainClassName}>{children}</span>;
  return (
    <Link to={to} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}
