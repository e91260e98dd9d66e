import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/button';
import { BoundControl } from '../../../components/bound-control';
import { MarkdownField } from '../../../components/markdown-field';
import { CancelSubmit } from '../../../components/form-actions';
import { inputClass, SelectField, TextField, WholeNumberField } from '../../../components/form-field';
import { useServerForm } from '../../../lib/use-server-form';
import { PRODUCT_FEATURES_MAX, PRODUCT_SPECS_MAX } from '@esdc/core/shop';
import { useProductCategories } from '../api/product-categories';
import { productFormSchema, type ProductFormOutput, type ProductFormValues } from './product-form-schema';
import { ProductImagesField } from './product-images-field';
import { ProductRelatedPicker } from './product-related-picker';
import { AddRowButton } from '../../../components/add-row-button';
import { EditorForm } from '../../../components/editor-form';

/**
 * The product editor (SPEC §3 Shop product), for create and edit: name, description (markdown,
 * with a Preview tab), category, price in dollars (sent as cents), stock, images (the first is the cover), features,
 * specification rows, related products and, for admins, Hidden. Validated by core's schema through react-hook-form;
 * the server's refusal shows above the buttons.
 * @param canHide whether the viewer may hide the listing (admins)
 * @param selfId the edited product's id (not offered as related to itself)
 * @param onSubmit sends the body; rejects with the server's error
 */
export function ProductForm({
  initial,
  mode,
  canHide,
  selfId,
  onSubmit,
  onCancel,
}: {
  initial: ProductFormValues;
  mode: 'create' | 'edit';
  canHide: boolean;
  selfId?: number;
  onSubmit: (body: ProductFormOutput) => Promise<void>;
  onCancel: () => void;
}) {
  const categories = useProductCategories();
  const { control, field, edited, trySubmit, serverError, formState, watch, register } = useServerForm<ProductFormValues, ProductFormOutput>({
    resolver: zodResolver(productFormSchema(canHide)),
    defaultValues: initial,
  });
  const features = useFieldArray({ control, name: 'features' });
  const specs = useFieldArray({ control, name: 'specs' });
  const onValid = trySubmit(onSubmit, 'Failed to save the product. Please try again.');
  const busy = formState.isSubmitting;
  const errors = formState.errors;
  const names = (categories.data ?? []).map((c) => c.name);
  if (initial.category && !names.includes(initial.category)) names.unshift(initial.category);

  return (
    <EditorForm
      onSubmit={onValid}
      busy={busy}
      serverError={serverError}
      actions={<CancelSubmit onCancel={onCancel} busy={busy} submitLabel={mode === 'create' ? 'List Product' : 'Save Changes'} busyLabel="Saving..." />}
    >
      <div className="sm:col-span-2">
        <TextField id="product-name" label="Name" autoComplete="off" {...field('name')} />
      </div>
      <div className="sm:col-span-2">
        <MarkdownField id="product-description" label="Description" rows={8} markdown={watch('description')} {...field('description')} />
      </div>
      <SelectField id="product-category" label="Category" {...field('category')}>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <TextField id="product-price" label="Price (USD)" inputMode="decimal" placeholder="12.50" autoComplete="off" {...field('price_cents')} />
        <WholeNumberField id="product-stock" label="Stock" min={0} {...field('stock')} />
      </div>
      <div className="sm:col-span-2">
        <BoundControl
          control={control}
          name="images"
          onEdit={edited}
          render={(f) => <ProductImagesField {...f} error={errors.images?.message ?? errors.images?.root?.message} />}
        />
      </div>
      <fieldset className="flex flex-col gap-2 sm:col-span-2">
        <legend className="mb-2 text-sm font-semibold">Features</legend>
        {features.fields.map((row, index) => (
          <div key={row.id} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <input
                aria-label={`Feature ${index + 1}`}
                aria-invalid={errors.features?.[index] ? true : undefined}
                className={`${inputClass} h-11`}
                placeholder="Dual-core 240 MHz"
                {...register(`features.${index}.text`, { onChange: edited })}
              />
              {errors.features?.[index]?.message ? <p className="mt-1 text-sm font-medium text-danger">{errors.features[index].message}</p> : null}
            </div>
            <Button variant="ghost" size="md" className="px-3" onClick={() => features.remove(index)} aria-label={`Remove feature ${index + 1}`}>
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
        <AddRowButton count={features.fields.length} max={PRODUCT_FEATURES_MAX} onAdd={() => features.append({ text: '' })}>
          Add feature
        </AddRowButton>
      </fieldset>
      <fieldset className="flex flex-col gap-2 sm:col-span-2">
        <legend className="mb-2 text-sm font-semibold">Specifications</legend>
        {specs.fields.map((row, index) => (
          <div key={row.id} className="flex flex-col gap-1">
            <div className="flex items-start gap-2">
              <input
                aria-label={`Specification ${index + 1} name`}
                aria-invalid={errors.specs?.[index]?.key ? true : undefined}
                className={`${inputClass} h-11 min-w-0 flex-1`}
                placeholder="Flash"
                {...register(`specs.${index}.key`, { onChange: edited })}
              />
              <input
                aria-label={`Specification ${index + 1} value`}
                aria-invalid={errors.specs?.[index]?.value ? true : undefined}
                className={`${inputClass} h-11 min-w-0 flex-1 font-mono`}
                placeholder="8 MB"
                {...register(`specs.${index}.value`, { onChange: edited })}
              />
              <Button variant="ghost" className="px-3" onClick={() => specs.remove(index)} aria-label={`Remove specification ${index + 1}`}>
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
            {errors.specs?.[index]?.key?.message || errors.specs?.[index]?.value?.message ? (
              <p className="text-sm font-medium text-danger">{errors.specs[index]?.key?.message ?? errors.specs[index]?.value?.message}</p>
            ) : null}
          </div>
        ))}
        <AddRowButton count={specs.fields.length} max={PRODUCT_SPECS_MAX} onAdd={() => specs.append({ key: '', value: '' })}>
          Add specification
        </AddRowButton>
      </fieldset>
      <div className="sm:col-span-2">
        <BoundControl
          control={control}
          name="related"
          onEdit={edited}
          render={(f) => <ProductRelatedPicker {...f} selfId={selfId} error={errors.related?.message} />}
        />
      </div>
      {canHide ? (
        <label className="flex items-center gap-3 text-sm font-semibold sm:col-span-2">
          <input type="checkbox" className="size-5 accent-[var(--color-accent)]" {...register('hidden', { onChange: edited })} />
          Hidden (only admins and the seller see it)
        </label>
      ) : null}
    </EditorForm>
  );
}
