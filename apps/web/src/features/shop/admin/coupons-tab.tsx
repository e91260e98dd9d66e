import { couponLabel, type Coupon, type CouponSave } from '@esdc/core/cart';
import { Pencil, TicketPercent, TimerOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/badge';
import { useConfirm } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/toast';
import { useAdminCoupons, useDeleteCoupon, useSaveCoupon } from '../api/admin-coupons';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminToolbar, CreateAction } from '../../../components/admin/admin-toolbar';
import { CardFacts, CardHead } from '../../../components/admin/card-list';
import { CouponAdminDialog } from './coupon-admin-dialog';
import { TitleCell, type Column } from '../../../components/admin/data-table';
import { useDeleteConfirm } from '../../../components/admin/delete-confirm';
import { RowAction, RowActionBar } from '../../../components/admin/row-actions';
import { withServerMessage } from '../../../components/admin/server-message';
import { toastOutcome } from '../../../components/admin/toast-outcome';
import { useSearchedList } from '../../../components/admin/use-searched-list';

/** Coupons per page. */
const PAGE_SIZE = 20;
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Whether a coupon can be used now: active, started, not expired, not used up. */
function couponState(c: Coupon, now = Date.now()): { label: string; tone: 'success' | 'neutral' | 'warning' | 'danger' } {
  if (!c.active) return { label: 'Inactive', tone: 'neutral' };
  if (c.expires_at && Date.parse(c.expires_at) <= now) return { label: 'Expired', tone: 'danger' };
  if (c.starts_at && Date.parse(c.starts_at) > now) return { label: 'Scheduled', tone: 'warning' };
  if (c.max_uses_total !== null && c.uses >= c.max_uses_total) return { label: 'Used up', tone: 'danger' };
  return { label: 'Active', tone: 'success' };
}

const uses = (c: Coupon) => `${c.uses}${c.max_uses_total === null ? '' : ` / ${c.max_uses_total}`}`;
const expiry = (c: Coupon) => (c.expires_at ? <time dateTime={c.expires_at}>{date.format(new Date(c.expires_at))}</time> : 'Never');

/** The coupon as a save body (every field, as PUT replaces them), expired now. */
function expiredNow(c: Coupon): CouponSave {
  const now = new Date().toISOString();
  return {
    code: c.code,
    type: c.type,
    discount: c.discount,
    description: c.description,
    active: c.active,
    // A start after the new expiry would be refused: a scheduled coupon ends before it begins.
    starts_at: c.starts_at && c.starts_at < now ? c.starts_at : null,
    expires_at: now,
    max_uses_total: c.max_uses_total,
    max_uses_per_member: c.max_uses_per_member,
    product_ids: c.product_ids,
  };
}

/** Edit, Expire (while usable) and Delete of one coupon. */
function CouponActions({ coupon, onEdit, onExpire, onDelete }: { coupon: Coupon; onEdit: () => void; onExpire: () => void; onDelete: () => void }) {
  const usable = couponState(coupon).label === 'Active' || couponState(coupon).label === 'Scheduled';
  return (
    <RowActionBar>
      <RowAction onClick={onEdit} icon={Pencil} label="Edit" name={`Edit coupon ${coupon.code}`} />
      {usable ? <RowAction onClick={onExpire} icon={TimerOff} label="Expire" name={`Expire coupon ${coupon.code}`} tone="warning" /> : null}
      <RowAction onClick={onDelete} icon={Trash2} label="Delete" name={`Delete coupon ${coupon.code}`} tone="danger" />
    </RowActionBar>
  );
}

/**
 * The Coupons tab (admins create, edit, expire and limit coupons): each coupon's code, discount, products,
 * uses (of the total limit), per-member limit, expiry and state; search by code; Create Coupon; per coupon Edit,
 * Expire (confirmed; sets its expiry to now) and Delete (confirmed). 'No coupons found'.
 */
export function CouponsTab() {
  const { search, ...found } = useSearchedList(useAdminCoupons, {}, PAGE_SIZE);
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [creating, setCreating] = useState(false);
  const save = useSaveCoupon();
  const remove = useDeleteCoupon();
  const deleting = useDeleteConfirm<Coupon>(
    {
      title: () => 'Delete coupon',
      message: (c) => `Are you sure you want to delete coupon ${c?.code ?? ''}? Orders that used it keep its code.`,
    },
    (c) => remove.mutate(c.id, toastOutcome('Coupon deleted', 'Failed to delete coupon')),
  );

  const expire = (c: Coupon) =>
    save.mutate(
      { id: c.id, body: expiredNow(c) },
      {
        onSuccess: () => void notify(`Coupon ${c.code} expired`, 'success'),
        onError: (error) => void notify(withServerMessage('Failed to expire coupon', error), 'error'),
      },
    );
  const expiring = useConfirm<Coupon>((c) => ({
    title: `Expire coupon ${c?.code ?? ''}?`,
    message: 'It stops applying now: carts that hold it lose the discount, and it cannot be used at checkout.',
    confirmLabel: 'Expire',
    danger: true,
    onConfirm: () => c && expire(c),
  }));
  const actions = (c: Coupon) => <CouponActions coupon={c} onEdit={() => setEditing(c)} onExpire={() => expiring.ask(c)} onDelete={() => deleting.ask(c)} />;
  const state = (c: Coupon) => {
    const s = couponState(c);
    return <Badge tone={s.tone}>{s.label}</Badge>;
  };

  const columns: Column<Coupon>[] = [
    { header: 'Code', cell: (c) => <TitleCell title={<span className="font-mono">{c.code}</span>} sub={c.description} /> },
    { header: 'Discount', cell: (c) => couponLabel(c), className: 'whitespace-nowrap' },
    { header: 'Products', cell: (c) => c.product_ids.length, numeric: true },
    { header: 'Uses', cell: uses, numeric: true },
    { header: 'Per member', cell: (c) => c.max_uses_per_member ?? '—', numeric: true },
    { header: 'Expires', cell: expiry, className: 'whitespace-nowrap' },
    { header: 'State', cell: state },
    { header: 'Actions', alignRight: true, cell: actions },
  ];

  return (
    <div className="flex flex-col gap-5">
      <AdminToolbar search={{ id: 'admin-coupons-search', label: 'Search coupons', placeholder: 'Code', ...search }}>
        <CreateAction label="Create Coupon" onClick={() => setCreating(true)} />
      </AdminToolbar>
      <AdminList
        source={found}
        what="coupons"
        one="coupon"
        none={{ icon: TicketPercent, hint: 'Try another search.' }}
        table={{ minWidth: 'min-w-[56rem]', columns }}
        card={(c) => (
          <>
            <CardHead title={<p className="font-mono font-semibold">{c.code}</p>} meta={c.description} metaClassName="text-sm text-muted" badge={state(c)} />
            <CardFacts
              className="grid grid-cols-3 gap-2"
              facts={[
                { label: 'Discount', value: couponLabel(c) },
                { label: 'Uses', value: uses(c), numeric: true },
                { label: 'Expires', value: expiry(c) },
              ]}
            />
            {actions(c)}
          </>
        )}
      />
      <CouponAdminDialog open={creating} onOpenChange={setCreating} coupon={null} />
      <CouponAdminDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} coupon={editing} />
      {expiring.dialog}
      {deleting.dialog}
    </div>
  );
}
