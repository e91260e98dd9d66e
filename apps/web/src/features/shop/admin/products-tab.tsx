import { formatMoney, type ProductSummary } from '@esdc/core/shop';
import { paths } from '@esdc/core/routes';
import { Eye, EyeOff, Package, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { ProductLink } from '../components/product-link';
import { useCommerce } from '../../../lib/commerce';
import { formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useAdminProducts, useDeleteAdminProduct, useSetProductHidden } from '../api/admin-products';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminToolbar, CreateAction } from '../../../components/admin/admin-toolbar';
import { CardFacts, CardHead } from '../../../components/admin/card-list';
import { TitleCell, type Column } from '../../../components/admin/data-table';
import { useDeleteConfirm } from '../../../components/admin/delete-confirm';
import { RowAction, RowActionBar, rowActionClass } from '../../../components/admin/row-actions';
import { ProductCategoriesPanel } from './product-categories-panel';
import { withServerMessage } from '../../../components/admin/server-message';
import { toastOutcome } from '../../../components/admin/toast-outcome';
import { useSearchedList } from '../../../components/admin/use-searched-list';

/** Products per page. */
const PAGE_SIZE = 20;
/** Where the product editor returns after saving. */
const BACK = { from: `${paths.admin}?tab=products` };

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
    <RowActionBar>
      {commerce.catalogue ? (
        <ProductLink id={product.id} className={rowActionClass()}>
          <Eye className="size-3.5" aria-hidden="true" />
          View<span className="sr-only"> {product.name}</span>
        </ProductLink>
      ) : null}
      <RowAction to={paths.editProduct(product.id)} state={BACK} icon={Pencil} label="Edit" name={`Edit ${product.name}`} />
      <RowAction
        onClick={() => onHide(product)}
        icon={product.hidden ? Eye : EyeOff}
        label={product.hidden ? 'Unhide' : 'Hide'}
        name={`${product.hidden ? 'Unhide' : 'Hide'} ${product.name}`}
        tone="accent"
      />
      <RowAction onClick={() => onDelete(product)} icon={Trash2} label="Delete" name={`Delete ${product.name}`} tone="danger" />
    </RowActionBar>
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
  const { search, ...found } = useSearchedList(useAdminProducts, {}, PAGE_SIZE);
  const hide = useSetProductHidden();
  const remove = useDeleteAdminProduct();
  const deleting = useDeleteConfirm<ProductSummary>(
    {
      title: (p) => (p ? `Delete ${p.name}?` : 'Delete product?'),
      message: () => 'Are you sure you want to delete this product? Orders that include it keep their lines.',
    },
    (p) => remove.mutate(p.id, toastOutcome('Product deleted', 'Failed to delete product')),
  );

  const onHide = (p: ProductSummary) =>
    hide.mutate(
      { id: p.id, hidden: !p.hidden },
      {
        onSuccess: () => void notify(p.hidden ? `${p.name} is listed again` : `${p.name} is hidden`, 'success'),
        onError: (error) => void notify(withServerMessage('Failed to update product', error), 'error'),
      },
    );
  const actions = (p: ProductSummary) => <ProductActions product={p} onHide={onHide} onDelete={deleting.ask} />;

  const columns: Column<ProductSummary>[] = [
    {
      header: 'Product',
      cell: (p) => (
        <TitleCell
          title={
            <ProductLink id={p.id} className="text-accent-text underline-offset-2 hover:underline">
              {p.name}
            </ProductLink>
          }
          sub={p.category}
        />
      ),
    },
    { header: 'Seller', cell: seller },
    { header: 'Status', cell: (p) => <VisibilityBadge product={p} /> },
    { header: 'Price', cell: (p) => formatMoney(p.price_cents, 'USD'), numeric: true },
    { header: 'Stock', cell: (p) => formatNumber(p.stock), numeric: true },
    { header: 'Sales', cell: (p) => formatNumber(p.sales_count), numeric: true },
    { header: 'Actions', alignRight: true, cell: actions },
  ];

  return (
    <div className="flex flex-col gap-5">
      <ProductCategoriesPanel />
      <AdminToolbar search={{ id: 'admin-products-search', label: 'Search products', placeholder: 'Name or description', ...search }}>
        <CreateAction label="Create Product" to={paths.newProduct} state={BACK} />
      </AdminToolbar>
      <AdminList
        source={found}
        what="products"
        one="product"
        none={{ icon: Package, hint: 'Try another search.' }}
        table={{ minWidth: 'min-w-[60rem]', columns }}
        card={(p) => (
          <>
            <CardHead
              title={
                <ProductLink id={p.id} className="font-semibold text-accent-text underline-offset-2 hover:underline" plainClassName="font-semibold">
                  {p.name}
                </ProductLink>
              }
              meta={`${p.category} · ${seller(p)}`}
              badge={<VisibilityBadge product={p} />}
            />
            <CardFacts
              className="grid grid-cols-3 gap-3 border-t border-line pt-3"
              facts={[
                { label: 'Price', numeric: true, value: formatMoney(p.price_cents, 'USD') },
                { label: 'Stock', numeric: true, value: formatNumber(p.stock) },
                { label: 'Sales', numeric: true, value: formatNumber(p.sales_count) },
              ]}
            />
            {actions(p)}
          </>
        )}
      />
      {deleting.dialog}
    </div>
  );
}
