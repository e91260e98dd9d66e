import { formatMoney, type ProductSummary } from '@esdc/core/shop';
import { paths } from '@esdc/core/routes';
import { Eye, EyeOff, Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button';
import { ProductLink } from '../components/product-link';
import { useCommerce } from '../../../lib/commerce';
import { formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useAdminProducts, useDeleteAdminProduct, useSetProductHidden } from '../api/admin-products';
import { AdminList } from '../../../components/admin/admin-list';
import { CardFacts, CardList } from '../../../components/admin/card-list';
import { DataTable, type Column } from '../../../components/admin/data-table';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import { ProductCategoriesPanel } from './product-categories-panel';
import { SearchBox } from '../../../components/admin/search-box';
import { withServerMessage } from '../../../components/admin/server-message';
import { useListSearch } from '../../../components/admin/use-list-search';
import { NoneFound } from '../../../components/admin/none-found';

/** Products per page. */
const PAGE_SIZE = 20;
/** Where the product editor returns after saving. */
const BACK = { from: `${paths.admin}?tab=products` };

const action = 'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition';

const seller = (p: ProductSummary) => (p.seller ? `${p.seller.name} (@${p.seller.username})` : 'The club');

/** View, Edit, Hide/Unhide and Delete of one product. */
function ProductActions({
  product,
  onHide,
  onDelete,
}: {
  product: ProductSummary;
  onHide: (p: ProductSummary) => void;
  onDelete: (p: ProductSummary) => void;
}) {
  const commerce = useCommerce();
  return (
    <div className="flex flex-wrap justify-end gap-1.5">
      {commerce.catalogue ? (
        <ProductLink id={product.id} className={`${action} border border-line text-fg hover:bg-surface-2`}>
          <Eye className="size-3.5" aria-hidden="true" />
          View<span className="sr-only"> {product.name}</span>
        </ProductLink>
      ) : null}
      <Link
        to={paths.editProduct(product.id)}
        state={BACK}
        aria-label={`Edit ${product.name}`}
        className={`${action} border border-line text-fg hover:bg-surface-2`}
      >
        <Pencil className="size-3.5" aria-hidden="true" />
        Edit
      </Link>
      <button
        type="button"
        onClick={() => onHide(product)}
        aria-label={`${product.hidden ? 'Unhide' : 'Hide'} ${product.name}`}
        className={`${action} bg-accent-soft text-accent-text hover:brightness-95`}
      >
        {product.hidden ? <Eye className="size-3.5" aria-hidden="true" /> : <EyeOff className="size-3.5" aria-hidden="true" />}
        {product.hidden ? 'Unhide' : 'Hide'}
      </button>
      <button type="button" onClick={() => onDelete(product)} aria-label={`Delete ${product.name}`} className={`${action} text-danger hover:bg-danger-soft`}>
        <Trash2 className="size-3.5" aria-hidden="true" />
        Delete
      </button>
    </div>
  );
}

/** Visible or Hidden. */
function VisibilityBadge({ product }: { product: ProductSummary }) {
  return product.hidden ? <Badge tone="warning">Hidden</Badge> : <Badge tone="success">Listed</Badge>;
}

/**
 * The Products tab: the shop's categories (add, delete), and every product, hidden
 * ones included, with its seller, price, stock and sales; search; Create Product (the editor, a club product); per
 * product View, Edit, Hide/Unhide and Delete (confirmed); paging; 'No products found'.
 */
export function ProductsTab() {
  const { text, setText, q, paging, keepOnPage } = useListSearch([], PAGE_SIZE);
  const products = useAdminProducts({ q, limit: PAGE_SIZE, offset: paging.offset });
  keepOnPage(products);
  const [deleting, setDeleting] = useState<ProductSummary | null>(null);
  const hide = useSetProductHidden();
  const remove = useDeleteAdminProduct();

  const onHide = (p: ProductSummary) =>
    hide.mutate(
      { id: p.id, hidden: !p.hidden },
      {
        onSuccess: () => void notify(p.hidden ? `${p.name} is listed again` : `${p.name} is hidden`, 'success'),
        onError: (error) => void notify(withServerMessage('Failed to update product', error), 'error'),
      },
    );
  const confirmDelete = (p: ProductSummary) =>
    remove.mutate(p.id, {
      onSuccess: ({ message }) => void notify(message ?? 'Product deleted', 'success'),
      onError: (error) => void notify(withServerMessage('Failed to delete product', error), 'error'),
    });

  const columns: Column<ProductSummary>[] = [
    {
      header: 'Product',
      cell: (p) => (
        <span className="flex flex-col">
          <ProductLink id={p.id} className="text-accent-text underline-offset-2 hover:underline">
            {p.name}
          </ProductLink>
          <span className="text-xs font-normal text-muted">{p.category}</span>
        </span>
      ),
    },
    { header: 'Seller', cell: seller },
    { header: 'Status', cell: (p) => <VisibilityBadge product={p} /> },
    { header: 'Price', cell: (p) => formatMoney(p.price_cents, 'USD'), numeric: true },
    { header: 'Stock', cell: (p) => formatNumber(p.stock), numeric: true },
    { header: 'Sales', cell: (p) => formatNumber(p.sales_count), numeric: true },
    { header: 'Actions', alignRight: true, cell: (p) => <ProductActions product={p} onHide={onHide} onDelete={setDeleting} /> },
  ];

  return (
    <div className="flex flex-col gap-5">
      <ProductCategoriesPanel />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchBox id="admin-products-search" label="Search products" placeholder="Name or description" value={text} onChange={setText} />
        <Link to={paths.newProduct} state={BACK} className={`${buttonClass('primary')} sm:ml-auto`}>
          <Plus className="size-4" aria-hidden="true" />
          Create Product
        </Link>
      </div>
      <AdminList
        list={products}
        what="products"
        one="product"
        empty={<NoneFound title="No products found" icon={Package} filtered={Boolean(q)} hint="Try another search." />}
        paging={paging}
        cards={(rows) => (
          <CardList label="Products" items={rows}>
            {(p) => (
              <>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <ProductLink id={p.id} className="font-semibold text-accent-text underline-offset-2 hover:underline" plainClassName="font-semibold">
                      {p.name}
                    </ProductLink>
                    <p className="truncate text-sm text-muted">
                      {p.category} · {seller(p)}
                    </p>
                  </div>
                  <VisibilityBadge product={p} />
                </div>
                <CardFacts
                  className="grid grid-cols-3 gap-3 border-t border-line pt-3"
                  facts={[
                    { label: 'Price', numeric: true, value: formatMoney(p.price_cents, 'USD') },
                    { label: 'Stock', numeric: true, value: formatNumber(p.stock) },
                    { label: 'Sales', numeric: true, value: formatNumber(p.sales_count) },
                  ]}
                />
                <ProductActions product={p} onHide={onHide} onDelete={setDeleting} />
              </>
            )}
          </CardList>
        )}
        table={(rows) => <DataTable label="Products" minWidth="min-w-[60rem]" rows={rows} columns={columns} />}
      />
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete product?'}
        message="Are you sure you want to delete this product? Orders that include it keep their lines."
        onConfirm={confirmDelete}
      />
    </div>
  );
}
