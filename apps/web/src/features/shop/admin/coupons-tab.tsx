import { couponLabel, type Coupon, type CouponSave } from '@esdc/core/cart';
import { Pencil, Plus, TicketPercent, TimerOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/toast';
import { useAdminCoupons, useDeleteCoupon, useSaveCoupon } from '../api/admin-coupons';
import { AdminList } from '../../../components/admin/admin-list';
import { CardFacts, CardList } from '../../../components/admin/card-list';
import { CouponAdminDialog } from './coupon-admin-dialog';
import { DataTable, type Column } from '../../../components/admin/data-table';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import { SearchBox } from '../../../components/admin/search-box';
import { withServerMessage } from '../../../components/admin/server-message';
import { useListSearch } from '../../../components/admin/use-list-search';
import { NoneFound } from '../../../components/admin/none-found';

/** Coupons per page. */
const PAGE_SIZE = 20;
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const action = 'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition disabled:opacity-60';

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
    <div className="flex flex-wrap justify-end gap-1.5">
      <button type="button" onClick={onEdit} aria-label={`Edit coupon ${coupon.code}`} className={`${action} border border-line text-fg hover:bg-surface-2`}>
        <Pencil className="size-3.5" aria-hidden="true" />
        Edit
      </button>
      {usable ? (
        <button
          type="button"
          onClick={onExpire}
          aria-label={`Expire coupon ${coupon.code}`}
          className={`${action} bg-warning-soft text-warning hover:brightness-95`}
        >
          <TimerOff className="size-3.5" aria-hidden="true" />
          Expire
        </button>
      ) : null}
      <button type="button" onClick={onDelete} aria-label={`Delete coupon ${coupon.code}`} className={`${action} text-danger hover:bg-danger-soft`}>
        <Trash2 className="size-3.5" aria-hidden="true" />
        Delete
      </button>
    </div>
  );
}

/**
 * The Coupons tab (admins create, edit, expire and limit coupons): each coupon's code, discount, products,
 * uses (of the total limit), per-member limit, expiry and state; search by code; Create Coupon; per coupon Edit,
 * Expire (confirmed; sets its expiry to now) and Delete (confirmed). 'No coupons found'.
 */
export function CouponsTab() {
  const { text, setText, q, paging, keepOnPage } = useListSearch([], PAGE_SIZE);
  const coupons = useAdminCoupons({ q, limit: PAGE_SIZE, offset: paging.offset });
  keepOnPage(coupons);
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [creating, setCreating] = useState(false);
  const [expiring, setExpiring] = useState<Coupon | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const save = useSaveCoupon();
  const remove = useDeleteCoupon();

  const expire = (c: Coupon) =>
    save.mutate(
      { id: c.id, body: expiredNow(c) },
      {
        onSuccess: () => void notify(`Coupon ${c.code} expired`, 'success'),
        onError: (error) => void notify(withServerMessage('Failed to expire coupon', error), 'error'),
      },
    );
  const confirmDelete = (c: Coupon) =>
    remove.mutate(c.id, {
      onSuccess: ({ message }) => void notify(message ?? 'Coupon deleted', 'success'),
      onError: (error) => void notify(withServerMessage('Failed to delete coupon', error), 'error'),
    });
  const actions = (c: Coupon) => <CouponActions coupon={c} onEdit={() => setEditing(c)} onExpire={() => setExpiring(c)} onDelete={() => setDeleting(c)} />;
  const state = (c: Coupon) => {
    const s = couponState(c);
    return <Badge tone={s.tone}>{s.label}</Badge>;
  };

  const columns: Column<Coupon>[] = [
    {
      header: 'Code',
      cell: (c) => (
        <span className="flex flex-col">
          <span className="font-mono">{c.code}</span>
          {c.description ? <span className="text-xs font-normal text-muted">{c.description}</span> : null}
        </span>
      ),
    },
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
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchBox id="admin-coupons-search" label="Search coupons" placeholder="Code" value={text} onChange={setText} />
        <Button className="sm:ml-auto" onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden="true" />
          Create Coupon
        </Button>
      </div>
      <AdminList
        list={coupons}
        what="coupons"
        one="coupon"
        empty={<NoneFound title="No coupons found" icon={TicketPercent} filtered={Boolean(q)} hint="Try another search." />}
        paging={paging}
        cards={(rows) => (
          <CardList label="Coupons" items={rows}>
            {(c) => (
              <>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-mono font-semibold">{c.code}</p>
                    {c.description ? <p className="text-sm text-muted">{c.description}</p> : null}
                  </div>
                  {state(c)}
                </div>
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
          </CardList>
        )}
        table={(rows) => <DataTable label="Coupons" minWidth="min-w-[56rem]" rows={rows} columns={columns} />}
      />
      <CouponAdminDialog open={creating} onOpenChange={setCreating} coupon={null} />
      <CouponAdminDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} coupon={editing} />
      <ConfirmDialog
        open={expiring !== null}
        onOpenChange={(open) => !open && setExpiring(null)}
        title={`Expire coupon ${expiring?.code ?? ''}?`}
        message="It stops applying now: carts that hold it lose the discount, and it cannot be used at checkout."
        confirmLabel="Expire"
        danger
        onConfirm={() => expiring && expire(expiring)}
      />
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete coupon"
        message={`Are you sure you want to delete coupon ${deleting?.code ?? ''}? Orders that used it keep its code.`}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
