import { formatShortDate } from '@esdc/core/display';
import { ORDER_STATUS_LABELS } from '@esdc/core/order';
import { paths } from '@esdc/core/routes';
import { formatMoney } from '@esdc/core/shop';
import { sql } from 'kysely';
import { visibleEventRows } from '../../events/public.ts';
import { listMyCertificates } from '../../learning/public.ts';
import { formatDateTime } from './format.ts';
import { fact, type ToolAnswer, type ToolContext } from './tool-types.ts';

/*
 * The asker's own data in the assistant's answers (SPEC §2 Events, Shop, Courses): their registrations, orders and
 * certificates. Only ever the signed-in asker's own rows (the caller answers a visitor with a sign-in reply); never
 * another member's.
 */

/** Rows listed at most in one answer. */
const MINE_MAX = 5;

/** A signed-in asker. */
type MemberContext = ToolContext & { viewer: { id: number } };

/**
 * 'My registrations': the asker's places on events not ended yet (not drafts they may not see), soonest first.
 * @returns the registrations, or a fact that there are none
 */
export async function myRegistrationsAnswer(tc: MemberContext): Promise<ToolAnswer> {
  const rows = await tc.database.db
    .selectFrom('event_registrations as r')
    .innerJoin('events', 'events.id', 'r.event_id')
    .select(['events.id', 'events.title', 'events.start_date', 'events.status as event_status', 'r.status'])
    .where('r.user_id', '=', tc.viewer.id)
    .where('events.end_date', '>', tc.now.toISOString())
    .where(sql<boolean>`${visibleEventRows(tc.viewer as ToolContext['viewer'])}`)
    .orderBy('events.start_date')
    .orderBy('events.id')
    .limit(MINE_MAX)
    .execute();
  if (rows.length === 0) {
    return {
      intro: 'Your registrations:',
      facts: [fact('You are not registered for any upcoming event', { title: 'Events', path: paths.events, kind: 'page' })],
    };
  }
  return {
    intro: 'Your upcoming registrations:',
    facts: rows.map((r) => {
      const state = r.event_status === 'cancelled' ? 'cancelled' : r.status === 'waitlisted' ? 'on the waitlist' : 'registered';
      return fact(`${r.title} — ${formatDateTime(r.start_date)}, ${state}`, { title: r.title, path: paths.event(r.id), kind: 'event' });
    }),
  };
}

/**
 * 'My orders': the asker's latest orders with their status and total.
 * @returns the orders, or a fact that there are none
 */
export async function myOrdersAnswer(tc: MemberContext): Promise<ToolAnswer> {
  const rows = await tc.database.db
    .selectFrom('orders')
    .select(['id', 'status', 'currency', 'total_cents', 'created_at'])
    .where('user_id', '=', tc.viewer.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MINE_MAX)
    .execute();
  const orders = { title: 'My orders', path: paths.shopOrders, kind: 'order' } as const;
  if (rows.length === 0) return { intro: 'Your orders:', facts: [fact('You have no orders yet', orders)] };
  return {
    intro: 'Your latest orders:',
    facts: rows.map((o) =>
      fact(`Order #${o.id} — ${ORDER_STATUS_LABELS[o.status]}, ${formatMoney(o.total_cents, o.currency)}, placed ${formatShortDate(o.created_at)}`, orders),
    ),
  };
}

/**
 * 'My certificates': the asker's certificates, newest first.
 * @returns the certificates, or a fact that there are none
 */
export async function myCertificatesAnswer(tc: MemberContext): Promise<ToolAnswer> {
  const { items } = await listMyCertificates(tc.database.db, tc.viewer.id, { limit: MINE_MAX, offset: 0 });
  if (items.length === 0) {
    return {
      intro: 'Your certificates:',
      facts: [fact('You have no certificates yet; finishing a course earns one', { title: 'Courses', path: paths.lms, kind: 'page' })],
    };
  }
  return {
    intro: 'Your certificates:',
    facts: items.map((c) =>
      fact(`${c.course_title} (${c.course_level}) — issued ${formatShortDate(c.issued_at)}`, {
        title: c.course_title,
        path: paths.certificate(c.code),
        kind: 'certificate',
      }),
    ),
  };
}

/** What a visitor is told for each "my …" question: sign in first. */
export const SIGN_IN_TO_SEE: Readonly<Record<'registrations' | 'orders' | 'certificates' | 'rank', string>> = {
  registrations: 'Sign in to see your event registrations',
  orders: 'Sign in to see your orders',
  certificates: 'Sign in to see your certificates',
  rank: 'Sign in to see your rank and points',
};

/**
 * The reply to a visitor's "my …" question: sign in, with the sign-in page.
 * @param what which of their data they asked for
 */
export function signInAnswer(what: keyof typeof SIGN_IN_TO_SEE): ToolAnswer {
  return { intro: 'That is about your account.', facts: [fact(SIGN_IN_TO_SEE[what], { title: 'Sign in', path: paths.login, kind: 'page' })] };
}
