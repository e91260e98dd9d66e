import { isBuiltPath, paths } from '@esdc/core/routes';
import { formatMoney } from '@esdc/core/shop';
import { Heart, Package, ShoppingCart, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductLink } from '../../shop/public';
import { useCart, useWishlist } from '../../../lib/shop/cart-read';
import { ProfileEmpty } from './profile-empty';
import { ProfileSection } from './profile-section';

/** How many cart lines and wishlist products My Profile shows (SPEC §9 "Profile cart preview 3 items; wishlist preview 4"). */
const CART_PREVIEW_COUNT = 3;
const WISHLIST_PREVIEW_COUNT = 4;

/**
 * A product of a preview: its thumbnail (a box icon without an image), its name linked to its page, and a detail line.
 * @param compact the wishlist's smaller name in a narrower column
 */
function ProductLine({ id, image, name, detail, compact = false }: { id: number; image: string | null; name: string; detail: ReactNode; compact?: boolean }) {
  return (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface-2 text-muted">
        {image ? <img src={image} alt="" loading="lazy" className="size-full object-cover" /> : <Package className="size-5" aria-hidden="true" />}
      </span>
      <div className={compact ? 'min-w-0' : 'min-w-0 flex-1'}>
        <ProductLink id={id} className={`line-clamp-1 ${compact ? 'text-sm ' : ''}font-semibold hover:text-accent-text hover:underline`}>
          {name}
        </ProductLink>
        <p className={`text-sm text-muted${compact ? ' tabular-nums' : ''}`}>{detail}</p>
      </div>
    </>
  );
}

function ViewAll({ to, title }: { to: string; title: string }) {
  if (!isBuiltPath(to)) return undefined;
  return (
    <Link to={to} className="text-sm font-semibold text-accent-text hover:underline">
      View All<span className="sr-only"> ({title})</span>
    </Link>
  );
}

/**
 * A shop section of My Profile: its title with View All (when that page is built), then a placeholder while loading,
 * the empty state, or the items.
 * @param to the page View All opens
 * @param empty the empty state's icon and text, shown when there is nothing to preview
 * @param items draws the preview (called once loaded and not empty)
 */
function ShopPreview({
  title,
  to,
  pending,
  empty,
  items,
}: {
  title: string;
  to: string;
  pending: boolean;
  empty: { icon: LucideIcon; text: string } | null;
  items: () => ReactNode;
}) {
  let body;
  if (pending) body = <div className="h-24 animate-pulse rounded-xl bg-surface-2" aria-hidden="true" />;
  else if (empty) body = <ProfileEmpty icon={empty.icon} text={empty.text} />;
  else body = items();
  return (
    <ProfileSection title={title} action={<ViewAll to={to} title={title} />}>
      {body}
    </ProfileSection>
  );
}

/**
 * Shopping Cart on My Profile (SPEC §2 Rich profile page): the first 3 lines with quantity and line total, the cart
 * total, View All to /cart; 'Your cart is empty'. The same cart as My Shop and the header badge.
 */
export function CartPreview() {
  const { cart, isPending } = useCart();
  const more = cart.items.length - CART_PREVIEW_COUNT;
  return (
    <ShopPreview
      title="Shopping Cart"
      to={paths.cart}
      pending={isPending}
      empty={cart.items.length === 0 ? { icon: ShoppingCart, text: 'Your cart is empty' } : null}
      items={() => (
        <div className="flex flex-col gap-3">
          <ul className="divide-y divide-line">
            {cart.items.slice(0, CART_PREVIEW_COUNT).map((line) => (
              <li key={line.product_id} className="flex items-center gap-3 py-2.5">
                <ProductLine id={line.product_id} image={line.image} name={line.name} detail={`Qty ${line.quantity}`} />
                <span className="font-semibold tabular-nums">{formatMoney(line.line_total_cents)}</span>
              </li>
            ))}
          </ul>
          {more > 0 ? <p className="text-sm text-muted">and {more} more</p> : null}
          <p className="flex justify-between border-t border-line pt-3 font-bold">
            <span>Total</span>
            <span className="tabular-nums">{formatMoney(cart.total_cents)}</span>
          </p>
        </div>
      )}
    />
  );
}

/** Wishlist on My Profile (SPEC §2 Rich profile page): the first 4 products, link to /wishlist; 'Your wishlist is empty'. */
export function WishlistPreview() {
  const { items, isPending } = useWishlist();
  return (
    <ShopPreview
      title="Wishlist"
      to={paths.wishlist}
      pending={isPending}
      empty={items.length === 0 ? { icon: Heart, text: 'Your wishlist is empty' } : null}
      items={() => (
        <ul className="grid grid-cols-2 gap-3">
          {items.slice(0, WISHLIST_PREVIEW_COUNT).map((item) => (
            <li key={item.id} className="flex min-w-0 items-center gap-2">
              <ProductLine id={item.id} image={item.image} name={item.name} detail={formatMoney(item.price_cents)} compact />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
