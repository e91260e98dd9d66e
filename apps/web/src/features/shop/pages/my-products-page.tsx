import { formatMoney, type ProductSummary } from '@esdc/core/shop';
import { paths } from '@esdc/core/routes';
import { PackageOpen, PackagePlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ListCard } from '../../../components/list-card';
import { Page } from '../../../components/page';
import { EmptyState, ErrorState } from '../../../components/states';
import { formatNumber } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useProducts } from '../api/products';
import { ProductGridSkeleton } from '../components/product-grid';
import { ProductHiddenBadge } from '../components/product-hidden-badge';
import { ProductImage } from '../components/product-image';
import { ProductManageActions } from '../components/product-manage-actions';
import { ProductStock } from '../components/product-stock';
import { ButtonLink } from '../../../components/button-link';
import { PagedList } from '../../../components/paged-list';

/** Listings per page of /my-products. */
const PAGE_SIZE = 12;

/** One of the seller's listings: cover, name (to its page), category, price, stock, sales and Hidden; Edit and Delete. */
function MyProductCard({ product }: { product: ProductSummary }) {
  const location = useLocation();
  const p = product;
  return (
    <ListCard
      lift={false}
      media={
        <>
          <ProductImage src={p.image} />
          <ProductHiddenBadge product={p} />
        </>
      }
    >
      <div>
        <p className="font-mono text-xs uppercase tracking-widest text-muted">{p.category}</p>
        <h2 className="mt-1 text-lg font-bold leading-snug">
          <Link to={paths.product(p.id)} className="hover:text-accent-text hover:underline">
            {p.name}
          </Link>
        </h2>
      </div>
      <dl className="grid grid-cols-3 gap-2 border-y border-line py-3 text-center">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Price</dt>
          <dd className="font-mono font-semibold">{formatMoney(p.price_cents, 'USD')}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Stock</dt>
          <dd className="font-mono font-semibold">{formatNumber(p.stock)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Sales</dt>
          <dd className="font-mono font-semibold" data-testid="sales-count">
            {formatNumber(p.sales_count)}
          </dd>
        </div>
      </dl>
      <ProductStock stock={p.stock} />
      <div className="mt-auto">
        <ProductManageActions product={p} size="sm" editState={{ from: location.pathname }} />
      </div>
    </ListCard>
  );
}

/**
 * /my-products (SPEC §2 My Products; members list parts they sell): the member's listings, hidden ones
 * included, each with price, stock, its sales count (units sold, from orders) and a Hidden badge; Add product opens
 * the editor, Edit and Delete (confirmed) on each. Empty: 'No products listed' with a call to list the first part.
 */
export default function MyProductsPage() {
  const session = useSession();
  const me = session.user?.id ?? 0;
  const [offset, setOffset] = useState(0);
  const products = useProducts({ seller: String(me), limit: PAGE_SIZE, offset }, { enabled: me > 0 });
  const page = products.data;

  let body: ReactNode;
  if (products.isPending) body = <ProductGridSkeleton count={3} />;
  else if (products.isError && !page)
    body = <ErrorState title="Failed to load your products" message={products.error.message} onRetry={() => void products.refetch()} />;
  else if (!page || page.items.length === 0) {
    body = (
      <EmptyState
        icon={<PackageOpen className="size-10" />}
        title="No products listed"
        description="Sell a board, a sensor or a kit you no longer need to other members."
        link={{ to: paths.newProduct, label: 'List your first part', icon: PackagePlus, variant: 'primary' }}
      />
    );
  } else {
    body = (
      <PagedList query={{ isFetching: products.isFetching }} page={page} pageSize={PAGE_SIZE} noun="product" onOffsetChange={setOffset}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {page.items.map((p) => (
            <li key={p.id}>
              <MyProductCard product={p} />
            </li>
          ))}
        </ul>
      </PagedList>
    );
  }

  return (
    <Page
      title="My Products"
      heading="My Products"
      intro="Manage your products and sales: parts you list show in the catalogue with you as the seller."
      actions={
        <ButtonLink to={paths.newProduct} icon={PackagePlus}>
          Add product
        </ButtonLink>
      }
    >
      {body}
    </Page>
  );
}
