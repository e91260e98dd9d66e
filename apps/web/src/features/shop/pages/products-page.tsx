import { paths } from '@esdc/core/routes';
import { PackageSearch, PackagePlus, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/button';
import { FilterPanel } from '../../../components/filter-bar';
import { ListSection } from '../../../components/list-section';
import { ManageLink } from '../../../components/manage-link';
import { Page } from '../../../components/page';
import { ClearFiltersButton, EmptyState, ErrorState } from '../../../components/states';
import { useCommerce } from '../../../lib/commerce';
import { formatNumber } from '../../../lib/format';
import { useCan } from '../../../lib/permissions';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useCart } from '../api/cart';
import { useProductCategories } from '../api/product-categories';
import { useProducts } from '../api/products';
import { ProductFilters } from '../components/product-filters';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import { listingOf } from '../lib/shop-paths';
import { PRODUCTS_PAGE_SIZE, productsPageParams } from './products-page-data';
import { ButtonLink } from '../../../components/button-link';
import { PagedList } from '../../../components/paged-list';

/** The Cart button of the alternate listing (SPEC §2 Shop listing: "An alternate listing also offers a Cart button"). */
function CartButton() {
  const { cart } = useCart();
  const count = cart.count;
  return (
    <Link to={paths.shopCart} className={buttonClass('secondary')}>
      <ShoppingCart className="size-4" aria-hidden="true" />
      Cart
      <span className="rounded-full bg-accent px-2 py-0.5 font-mono text-xs text-accent-fg">
        {formatNumber(count)}
        <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
      </span>
    </Link>
  );
}

/**
 * /products and /shop (SPEC §2 Shop listing): search (name or description), category buttons (All plus the categories
 * that have products) and sort, kept in the URL; product cards with the wishlist heart, stars, price, stock count,
 * seller and Add to Cart (disabled at stock 0), linking to /product/{id} (on /shop to /shop/product/{id}); paging;
 * loading, empty and error states. /shop adds the Cart button with the cart's count. Sell a part shows while
 * products is on (SPEC §3).
 */
export default function ProductsPage() {
  const location = useLocation();
  const listing = listingOf(location.pathname);
  const commerce = useCommerce();
  const can = useCan();
  const { params, change, clearAll, pageTo } = useFilterParams(['page']);
  const { filters, list } = productsPageParams(params);
  const products = useProducts(list);
  const categories = useProductCategories();
  const inUse = (categories.data ?? []).filter((c) => c.product_count > 0 || c.name === filters.category);
  const filtered = !!(filters.q || filters.category);

  const page = products.data;
  let body: ReactNode;
  if (products.isPending) body = <ProductGridSkeleton count={6} />;
  else if (products.isError && !page) {
    body = <ErrorState title="Failed to load products" message={products.error.message} onRetry={() => void products.refetch()} />;
  } else if (!page || page.items.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={<PackageSearch className="size-10" />}
        title="No products found"
        description="Try another search or category."
        action={<ClearFiltersButton onClick={clearAll} />}
      />
    ) : (
      <EmptyState icon={<PackageSearch className="size-10" />} title="No products yet" description="New parts and kits are on their way. Check back soon!" />
    );
  } else {
    body = (
      <PagedList query={products} page={page} pageSize={PRODUCTS_PAGE_SIZE} noun="product" onOffsetChange={pageTo(PRODUCTS_PAGE_SIZE)}>
        <ProductGrid products={page.items} listing={listing} eagerFirst />
      </PagedList>
    );
  }

  const title = listing === 'shop' ? 'Shop' : 'Products';
  return (
    <Page
      title={title}
      heading={title}
      intro="Boards, sensors, kits and tools from the club and its members. Prices in US dollars."
      actions={
        <>
          {can('admin:access') ? <ManageLink tab="products" what="products" /> : null}
          {can('product:create') && commerce.selling ? (
            <ButtonLink to={paths.myProducts} variant="secondary" icon={PackagePlus}>
              Sell a part
            </ButtonLink>
          ) : null}
          {listing === 'shop' && commerce.cart ? <CartButton /> : null}
        </>
      }
    >
      <FilterPanel>
        <ProductFilters values={filters} categories={inUse} onChange={change} />
      </FilterPanel>
      <ListSection id="products-heading" title={filters.category || 'All products'} count={page?.total} className="flex flex-col gap-5">
        {body}
      </ListSection>
    </Page>
  );
}
