import { Heart, PackageOpen, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/states';

const ICONS = { cart: ShoppingCart, wishlist: Heart, orders: PackageOpen } as const;

/**
 * My Shop's empty states (SPEC §2 My Shop: 'Your cart is empty', 'Your wishlist is empty', 'No orders yet'), each with a
 * way to the catalogue.
 */
export function ShopEmptyState({ kind, title, description }: { kind: keyof typeof ICONS; title: string; description?: string }) {
  const Icon = ICONS[kind];
  return (
    <EmptyState
      icon={<Icon className="size-10" />}
      title={title}
      description={description}
      action={
        <Link to="/products" className={buttonClass('secondary')}>
          Browse products
        </Link>
      }
    />
  );
}
