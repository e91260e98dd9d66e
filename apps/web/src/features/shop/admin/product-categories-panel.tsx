import { PRODUCT_CATEGORY_MAX } from '@esdc/core/shop';
import { Plus, Tags, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { inputClass } from '../../../components/form-field';
import { formatCount } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useAdminProductCategories, useCreateAdminProductCategory, useDeleteAdminProductCategory } from '../api/admin-products';
import { withServerMessage } from '../../../components/admin/server-message';

/**
 * The shop's categories in the admin Products tab (SPEC §3 Shop product category: Hardware, Components, Tools and
 * more an admin adds): each with how many products use it and Delete (the server refuses, 409, while products use
 * it, and its message shows); a field to add one.
 */
export function ProductCategoriesPanel() {
  const categories = useAdminProductCategories();
  const create = useCreateAdminProductCategory();
  const remove = useDeleteAdminProductCategory();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setError(null);
    create.mutate(name.trim(), {
      onSuccess: ({ message }) => {
        setName('');
        void notify(message ?? 'Category created', 'success');
      },
      onError: (e) => setError(e.message || 'Failed to add the category'),
    });
  };
  return (
    <section
      aria-labelledby="admin-product-categories"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5"
    >
      <h2 id="admin-product-categories" className="flex items-center gap-2 text-lg font-bold">
        <Tags className="size-5 text-accent-text" aria-hidden="true" />
        Categories
      </h2>
      {categories.isError ? <FormAlert message={categories.error.message} /> : null}
      <ul className="flex flex-wrap gap-2" aria-label="Product categories">
        {(categories.data ?? []).map((c) => (
          <li key={c.id} className="inline-flex items-center gap-1 rounded-full border border-line bg-surface-2 py-1 pl-3 pr-1 text-sm">
            <span className="font-semibold">{c.name}</span>
            <span className="text-xs text-muted">({formatCount(c.product_count, 'product')})</span>
            <button
              type="button"
              aria-label={`Delete category ${c.name}`}
              onClick={() =>
                remove.mutate(c.id, {
                  onSuccess: ({ message }) => void notify(message ?? 'Category deleted', 'success'),
                  onError: (e) => void notify(withServerMessage('Failed to delete category', e), 'error'),
                })
              }
              className="inline-flex size-7 items-center justify-center rounded-full text-muted transition hover:bg-danger-soft hover:text-danger"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={onAdd} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor="admin-new-category" className="text-sm font-semibold">
            New category
          </label>
          <input
            id="admin-new-category"
            value={name}
            maxLength={PRODUCT_CATEGORY_MAX}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            placeholder="Kits"
            className={`${inputClass} h-11`}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={create.isPending || !name.trim()}>
          <Plus className="size-4" aria-hidden="true" />
          Add category
        </Button>
      </form>
      <FormAlert message={error} />
    </section>
  );
}
