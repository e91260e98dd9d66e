import type { ProductSummary } from '@esdc/core/shop';
import { paths } from '@esdc/core/routes';
import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';

/**
 * Who sells a product (SPEC §3 Seller product): the club, or the member with a link to their profile.
 * @param linked false inside a card whose whole surface is already a link
 */
export function ProductSeller({ seller, linked = true }: { seller: ProductSummary['seller']; linked?: boolean }) {
  if (!seller) {
    return (
      <span className="inline-flex min-w-0 items-center gap-1.5 text-sm text-muted">
        <Store className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">Sold by the club</span>
      </span>
    );
  }
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5 text-sm text-muted">
      <Avatar name={seller.name} src={seller.avatar_url} size={20} />
      <span className="truncate">
        Sold by{' '}
        {linked ? (
          <Link to={paths.userProfile(seller.username)} className="relative z-10 font-semibold text-accent-text hover:underline">
            {seller.name}
          </Link>
        ) : (
          <span className="font-semibold text-fg">{seller.name}</span>
        )}
      </span>
    </span>
  );
}
