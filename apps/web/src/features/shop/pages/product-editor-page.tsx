import { DEFAULT_PRODUCT_CATEGORIES } from '@esdc/core/shop';
import { paths } from '@esdc/core/routes';
import { Lock } from 'lucide-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { EditorGate } from '../../../components/editor-gate';
import { Page } from '../../../components/page';
import { LoadingState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import { notify } from '../../../lib/toast';
import { useProductCategories } from '../api/product-categories';
import { useCreateProduct, useProduct, useUpdateProduct } from '../api/products';
import { ProductForm } from '../components/product-form';
import { emptyProductForm, productToFormValues } from '../components/product-form-schema';

/** Where the editor returns: the page it was opened from (the admin panel, a product page), else My Products. */
function useReturnTo(): string {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return from?.startsWith('/') && !from.startsWith('//') ? from : paths.myProducts;
}

/**
 * /my-products/new (members list parts they sell): the editor for a new listing; a member's is
 * theirs, an admin's is the club's.
 */
function NewProduct() {
  const can = useCan();
  const categories = useProductCategories();
  const create = useCreateProduct();
  const navigate = useNavigate();
  const back = useReturnTo();
  let body;
  if (categories.isPending) body = <LoadingState />;
  else {
    const first = categories.data?.[0]?.name ?? DEFAULT_PRODUCT_CATEGORIES[0];
    body = (
      <ProductForm
        mode="create"
        canHide={can('product:hide')}
        initial={emptyProductForm(first)}
        onCancel={() => void navigate(back)}
        onSubmit={async (input) => {
          const { product, message } = await create.mutateAsync(input);
          void notify(message ?? 'Product created', 'success');
          void navigate(back === paths.myProducts ? paths.product(product.id) : back);
        }}
      />
    );
  }
  return (
    <Page
      title="New Product"
      heading="List a Product"
      intro={can('product:hide') ? 'Products an admin lists are sold by the club.' : 'Your listing shows in the catalogue with you as its seller.'}
    >
      {body}
    </Page>
  );
}

/**
 * /my-products/{id}/edit (the seller edits their own listing, admins any): the editor filled with the
 * product's stored markdown and lists. Others see that they may not edit it; a missing product says so.
 */
function EditProduct({ id }: { id: number }) {
  const can = useCan();
  const product = useProduct(id);
  const update = useUpdateProduct();
  const navigate = useNavigate();
  const back = useReturnTo();
  return (
    <Page title={product.data ? `Edit ${product.data.name}` : 'Edit Product'} heading="Edit Product">
      <EditorGate
        query={product}
        invalid={!(Number.isInteger(id) && id > 0)}
        loading="Loading product..."
        failed="Failed to load the product"
        notFound={{ title: 'Product Not Found', link: { to: paths.products, label: 'Back to Products', variant: 'primary' } }}
        allowed={(p) => p.can_edit}
        refusal={{
          icon: <Lock className="size-10" />,
          title: 'You cannot edit this product',
          description: 'Only its seller and admins can.',
          link: { to: paths.product(id), label: 'Back to the product' },
        }}
      >
        {(current) => (
          <ProductForm
            key={current.id}
            mode="edit"
            selfId={id}
            canHide={can('product:hide')}
            initial={productToFormValues(current)}
            onCancel={() => void navigate(back)}
            onSubmit={async (input) => {
              const { message } = await update.mutateAsync({ id, input });
              void notify(message ?? 'Product updated', 'success');
              void navigate(back);
            }}
          />
        )}
      </EditorGate>
    </Page>
  );
}

/** The product editor's route: /my-products/new lists a product, /my-products/{id}/edit edits one. */
export default function ProductEditorPage() {
  const { id } = useParams();
  return id === undefined ? <NewProduct /> : <EditProduct id={Number(id)} />;
}
