import { zodResolver } from '@hookform/resolvers/zod';
import type { Coupon, CouponSave } from '@esdc/core/cart';
import { useId, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { useCouponProductOptions, useSaveCoupon } from '../api/admin-coupons';
import { COUPON_FIELDS, couponFormSchema, couponToFormValues, EMPTY_COUPON_FORM, type CouponFormValues } from './coupon-admin-form-schema';
import { useAdminForm } from '../../../components/admin/use-admin-form';

/** The products a coupon lists: a filterable list of checkboxes (a coupon applies to the products it lists). */
function CouponProductsField({ value, onChange, error }: { value: number[]; onChange: (ids: number[]) => void; error?: string }) {
  const options = useCouponProductOptions();
  const [filter, setFilter] = useState('');
  const id = useId();
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return (options.data ?? []).filter((p) => !f || p.name.toLowerCase().includes(f) || value.includes(p.id));
  }, [options.data, filter, value]);
  const toggle = (productId: number, on: boolean) => onChange(on ? [...value, productId] : value.filter((v) => v !== productId));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold">Products it applies to ({value.length} selected)</legend>
      <input
        type="search"
        aria-label="Filter products"
        placeholder="Filter products"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        className="h-10 rounded-xl border border-line bg-surface px-3 text-sm"
      />
      <div className="max-h-48 overflow-y-auto rounded-xl border border-line p-2" tabIndex={-1}>
        {options.isPending ? (
          <p className="p-2 text-sm text-muted">Loading products...</p>
        ) : options.isError ? (
          <p className="p-2 text-sm text-danger">Failed to load products</p>
        ) : shown.length === 0 ? (
          <p className="p-2 text-sm text-muted">No products found</p>
        ) : (
          <ul className="flex flex-col">
            {shown.map((p) => (
              <li key={p.id}>
                <label className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-surface-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-[var(--color-accent)]"
                    checked={value.includes(p.id)}
                    onChange={(e) => toggle(p.id, e.target.checked)}
                  />
                  <span className="min-w-0 flex-1 truncate">{p.name}</span>
                  {p.hidden ? <span className="text-xs text-muted">hidden</span> : null}
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function CouponForm({ coupon, onDone }: { coupon: Coupon | null; onDone: () => void }) {
  const save = useSaveCoupon();
  const { control, field, register, edited, submit, send, serverError, formState } = useAdminForm<CouponFormValues, CouponSave>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: coupon ? couponToFormValues(coupon) : EMPTY_COUPON_FORM,
    fields: COUPON_FIELDS,
    onDone,
  });
  const type = useWatch({ control, name: 'type' });
  const prefix = coupon ? `edit-coupon-${coupon.id}` : 'new-coupon';
  const onSubmit = submit((body) =>
    send(() => save.mutateAsync({ id: coupon?.id, body }), {
      success: coupon ? 'Coupon updated' : 'Coupon created',
      failure: coupon ? 'Failed to update coupon' : 'Failed to create coupon',
    }),
  );
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel={coupon ? 'Save Coupon' : 'Create Coupon'}
      busyLabel="Saving..."
      onCancel={onDone}
    >
      <TextField
        id={`${prefix}-code`}
        label="Code"
        autoComplete="off"
        spellCheck={false}
        className="font-mono uppercase"
        hint="3–32 letters, digits, - or _"
        {...field('code')}
      />
      <SelectField id={`${prefix}-type`} label="Type" {...field('type')}>
        <option value="percentage">Percentage</option>
        <option value="fixed">Fixed amount</option>
      </SelectField>
      <TextField
        id={`${prefix}-discount`}
        label={type === 'fixed' ? 'Discount ($)' : 'Discount (%)'}
        inputMode="decimal"
        hint={type === 'fixed' ? 'Taken off each unit, e.g. 5.00' : 'Percent of each unit price, 1–100'}
        {...field('discount')}
      />
      <label className="flex items-center gap-2 self-end pb-3 text-sm font-semibold">
        <input type="checkbox" className="size-4 accent-[var(--color-accent)]" {...register('active', { onChange: edited })} />
        Active
      </label>
      <div className="sm:col-span-2">
        <TextAreaField id={`${prefix}-description`} label="Description" rows={2} {...field('description')} />
      </div>
      <TextField id={`${prefix}-starts`} label="Starts" type="datetime-local" hint="Empty: valid at once" {...field('starts_at')} />
      <TextField id={`${prefix}-expires`} label="Expires" type="datetime-local" hint="Empty: never expires" {...field('expires_at')} />
      <TextField id={`${prefix}-total`} label="Total uses" inputMode="numeric" hint="Empty: no limit" {...field('max_uses_total')} />
      <TextField id={`${prefix}-per-member`} label="Uses per member" inputMode="numeric" hint="Empty: no limit" {...field('max_uses_per_member')} />
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="product_ids"
          render={({ field: f, fieldState }) => (
            <CouponProductsField
              value={f.value}
              onChange={(ids) => {
                edited();
                f.onChange(ids);
              }}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
    </DialogForm>
  );
}

/**
 * Create or edit a coupon: code, type, discount (percent, or dollars sent as cents),
 * description, the products it applies to, start and expiry, total and per-member limits, active. Validated with core
 * `couponSaveSchema`'s messages; the server's refusals are shown on the fields.
 * @param coupon the coupon to edit, or null to create one
 */
export function CouponAdminDialog({ open, onOpenChange, coupon }: { open: boolean; onOpenChange: (open: boolean) => void; coupon: Coupon | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={coupon ? `Edit coupon ${coupon.code}` : 'Create Coupon'} size="lg">
      {open ? <CouponForm key={coupon?.id ?? 'new'} coupon={coupon} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
