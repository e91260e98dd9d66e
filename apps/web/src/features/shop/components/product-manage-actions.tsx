import type { ProductSummary } from '@esdc/core/shop';
import { paths } from '@esdc/core/routes';
import { Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { useConfirm } from '../../../components/confirm-dialog';
import { useCan } from '../../../lib/permissions';
import { notifyOutcome } from '../../../lib/toast';
import { useDeleteProduct } from '../api/products';

/**
 * Edit and Delete of a product for its seller and admins (members edit and delete their own
 * listings, admins any), through `useCan` with product:update / product:delete; Delete asks first.
 * @param afterDelete where to go once deleted (the detail page leaves for the listing)
 */
export function ProductManageActions({
  product,
  afterDelete,
  size = 'md',
  editState,
}: {
  product: ProductSummary & { can_edit?: boolean };
  afterDelete?: string;
  size?: 'sm' | 'md';
  /** Router state for the editor (`{ from }`: where it returns). */
  editState?: { from: string };
}) {
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeleteProduct();
  const confirmDelete = useConfirm<true>(() => ({
    title: `Delete ${product.name}?`,
    message: 'Are you sure you want to delete this product? Orders that include it keep their lines.',
    confirmLabel: 'Delete',
    danger: true,
    onConfirm: () =>
      remove.mutate(
        product.id,
        notifyOutcome('Product deleted', 'Failed to delete product', () => afterDelete && void navigate(afterDelete)),
      ),
  }));
  const subject = product.seller ? { ownerId: product.seller.id } : {};
  // A product page says itself whether the viewer may edit it; in lists the same rule runs through can().
  const canEdit = product.can_edit ?? can('product:update', subject);
  const canDelete = product.can_edit ?? can('product:delete', subject);
  if (!canEdit && !canDelete) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canEdit ? (
        <Link to={paths.editProduct(product.id)} state={editState} className={buttonClass('secondary', size)} aria-label={`Edit ${product.name}`}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Link>
      ) : null}
      {canDelete ? (
        <Button
          variant="ghost"
          size={size}
          className="text-danger hover:bg-danger-soft"
          onClick={() => confirmDelete.ask(true)}
          aria-label={`Delete ${product.name}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      ) : null}
      {confirmDelete.dialog}
    </div>
  );
}
