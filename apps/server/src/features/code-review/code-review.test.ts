import { REVIEW_MESSAGES, REVIEW_POINTS, REVIEW_WRITES_PER_MINUTE } from '@esdc/core/code-review';
import type { ReviewCounts, ReviewRequest, ReviewRequestSummary } from '@esdc/core/code-review-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith, startWithAdmin } from '../../test/api.ts';
import { countRows, envelope, type Member, type TestApp } from '../../test/harness.ts';
import { insertTestProject } from '../../test/projects.ts';

/*
 * Code review (docs/requirements.md §2 Code review, §4 Code review) through app.inject, on SQLite, and on PostgreSQL
 * when TEST_DATABASE_URL is set: requesting, claiming (one winner of 20 at once), comments and replies, decisions with
 * points once per request, reopening, notifications, the counters, the refusals (exact messages, nothing changed) and
 * the member's data. Who may call each route: authorization-cases.ts.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await startWithAdmin());
});
afterAll(async () => {
  await t.close();
});

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;
const messageOf = (res: Res) => envelope(res).message;
const valid = {
  title: 'Debounce the buttons',
  link: 'https://github.com/esdc/firmware/pull/12',
  description: 'Uses a **timer**.',
  checklist: ['timing', 'interrupts'],
};

async function requestReview(m: Member, fields: Record<string, unknown> = {}): Promise<ReviewRequest> {
  const res = await call(t, 'POST', '/api/review-requests', m.token, { ...valid, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return data<ReviewRequest>(res);
}
const get = async (id: number) => data<ReviewRequest>(await call(t, 'GET', `/api/review-requests/${id}`));
const notes = async (m: Member) =>
  (await t.db.selectFrom('notifications').select(['type', 'link']).where('user_id', '=', m.user.id).orderBy('id').execute()).map((n) => n.type);
const pointsOf = async (m: Member) => (await t.db.selectFrom('users').select('points').where('id', '=', m.user.id).executeTakeFirstOrThrow()).points;
const counts = async () => (envelope(await call(t, 'GET', '/api/review-requests?limit=1')).meta as unknown as { counts: ReviewCounts }).counts;

describe('requesting a review', () => {
  it('stores an open request with its checklist in order, the description rendered and sanitised', async () => {
    const m = await memberWith(t);
    const res = await call(t, 'POST', '/api/review-requests', m.token, { ...valid, description: 'Hi <script>alert(1)</script> **bold**' });
    expect(res.statusCode, res.body).toBe(201);
    expect(messageOf(res)).toBe(REVIEW_MESSAGES.created);
    const r = data<ReviewRequest>(res);
    expect(r).toMatchObject({ state: 'open', checklist: ['interrupts', 'timing'], reviewer: null, requester: { id: m.user.id }, project: null, comments: [] });
    expect(r.description_html).toContain('<strong>bold</strong>');
    expect(r.description_html).not.toContain('<script');
  });

  it('links a project the member owns or contributes to, and refuses another', async () => {
    const m = await memberWith(t);
    const owner = await memberWith(t);
    const mine = await insertTestProject(t.db, { user_id: m.user.id, title: 'Rover', description: 'Mine', category: 'IoT' }, t.clock.now().toISOString());
    const theirs = await insertTestProject(
      t.db,
      { user_id: owner.user.id, title: 'Drone', description: 'Theirs', category: 'IoT' },
      t.clock.now().toISOString(),
    );
    expect((await requestReview(m, { project_id: mine })).project).toEqual({ id: mine, title: 'Rover' });
    const before = await countRows(t.db, 'review_requests');
    const refused = await call(t, 'POST', '/api/review-requests', m.token, { ...valid, project_id: theirs });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(REVIEW_MESSAGES.projectNotYours);
    const missing = await call(t, 'POST', '/api/review-requests', m.token, { ...valid, project_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(await countRows(t.db, 'review_requests')).toBe(before);
  });

  it('refuses bad input with the field message and stores nothing', async () => {
    const m = await memberWith(t);
    const before = await countRows(t.db, 'review_requests');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Title is required'],
      [{ title: 'x'.repeat(121) }, 'Title must be at most 120 characters long'],
      [{ link: '' }, 'Link is required'],
      [{ link: 'http://github.com/x/pull/1' }, 'Link must be an https address, such as a pull request or a file'],
      [{ link: 'javascript:alert(1)' }, 'Link must be an https address, such as a pull request or a file'],
      [{ description: ' ' }, 'Description is required'],
      [{ checklist: ['vibes'] }, 'Invalid checklist topic'],
    ];
    for (const [fields, message] of cases) {
      const res = await call(t, 'POST', '/api/review-requests', m.token, { ...valid, ...fields });
      expect(res.statusCode, message).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
    expect(await countRows(t.db, 'review_requests')).toBe(before);
  });

  it('refuses visitors (401) and accounts that are not active (403)', async () => {
    expect((await call(t, 'POST', '/api/review-requests', undefined, valid)).statusCode).toBe(401);
    const pending = await memberWith(t, 'user', 'pending');
    const res = await call(t, 'POST', '/api/review-requests', pending.token, valid);
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toBe(REVIEW_MESSAGES.notActive);
  });
});

describe('the review flow', () => {
  it('claim, threaded comments, approve: the requester is notified of each step and the reviewer earns points once', async () => {
    const requester = await memberWith(t);
    const reviewer = await memberWith(t);
    const before = await counts();
    const r = await requestReview(requester);
    expect(await counts()).toEqual({ ...before, open: before.open + 1 });

    const own = await call(t, 'POST', `/api/review-requests/${r.id}/claim`, requester.token);
    expect(own.statusCode).toBe(403);
    expect(messageOf(own)).toBe(REVIEW_MESSAGES.ownRequest);

    const claimed = await call(t, 'POST', `/api/review-requests/${r.id}/claim`, reviewer.token);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(data<ReviewRequest>(claimed)).toMatchObject({ state: 'in_review', reviewer: { id: reviewer.user.id } });
    expect(await counts()).toEqual({ ...before, pending: before.pending + 1 });
    const second = await call(t, 'POST', `/api/review-requests/${r.id}/claim`, (await memberWith(t)).token);
    expect(second.statusCode).toBe(409);
    expect(messageOf(second)).toBe(REVIEW_MESSAGES.alreadyClaimed);

    const c1 = data<ReviewRequest>(await call(t, 'POST', `/api/review-requests/${r.id}/comments`, reviewer.token, { body: 'Why `volatile`?' }));
    const parent = c1.comments[0]!;
    expect(parent.html).toContain('<code>volatile</code>');
    const reply = await call(t, 'POST', `/api/review-requests/${r.id}/comments`, requester.token, { body: 'Shared with the ISR.', parent_id: parent.id });
    expect(reply.statusCode, reply.body).toBe(201);
    const deeper = await call(t, 'POST', `/api/review-requests/${r.id}/comments`, reviewer.token, {
      body: 'Fine.',
      parent_id: data<ReviewRequest>(reply).comments[1]!.id,
    });
    expect(data<ReviewRequest>(deeper).comments.map((c) => c.parent_id)).toEqual([null, parent.id, data<ReviewRequest>(reply).comments[1]!.id]);

    const stranger = await memberWith(t);
    const notMine = await call(t, 'POST', `/api/review-requests/${r.id}/decision`, stranger.token, { decision: 'approved' });
    expect(notMine.statusCode).toBe(403);
    expect(messageOf(notMine)).toBe(REVIEW_MESSAGES.notReviewer);

    const points = await pointsOf(reviewer);
    const approved = await call(t, 'POST', `/api/review-requests/${r.id}/decision`, reviewer.token, { decision: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(messageOf(approved)).toBe(REVIEW_MESSAGES.approved);
    expect(data<ReviewRequest>(approved).state).toBe('approved');
    expect(await pointsOf(reviewer)).toBe(points + REVIEW_POINTS);
    expect(await counts()).toEqual({ ...before, approved: before.approved + 1 });
    const ledger = await t.db.selectFrom('points_ledger').select(['delta', 'source']).where('user_id', '=', reviewer.user.id).execute();
    expect(ledger).toEqual([{ delta: REVIEW_POINTS, source: 'review' }]);

    const again = await call(t, 'POST', `/api/review-requests/${r.id}/decision`, reviewer.token, { decision: 'changes' });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(REVIEW_MESSAGES.notInReview);
    expect(await notes(requester)).toEqual(['review_claimed', 'review_comment', 'review_comment', 'review_decision']);
    expect(await notes(reviewer)).toEqual(['review_comment']);
  });

  it('changes requested, then the requester reopens; a second completed review earns no more points', async () => {
    const requester = await memberWith(t);
    const reviewer = await memberWith(t);
    const r = await requestReview(requester);
    await call(t, 'POST', `/api/review-requests/${r.id}/claim`, reviewer.token);
    const early = await call(t, 'POST', `/api/review-requests/${r.id}/reopen`, requester.token);
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe(REVIEW_MESSAGES.notChangesRequested);
    const changes = await call(t, 'POST', `/api/review-requests/${r.id}/decision`, reviewer.token, { decision: 'changes' });
    expect(data<ReviewRequest>(changes).state).toBe('changes_requested');
    expect(await pointsOf(reviewer)).toBe(REVIEW_POINTS);
    const byReviewer = await call(t, 'POST', `/api/review-requests/${r.id}/reopen`, reviewer.token);
    expect(byReviewer.statusCode).toBe(403);
    expect(messageOf(byReviewer)).toBe(REVIEW_MESSAGES.notRequester);
    const claimDecided = await call(t, 'POST', `/api/review-requests/${r.id}/claim`, reviewer.token);
    expect(claimDecided.statusCode).toBe(409);
    expect(messageOf(claimDecided)).toBe(REVIEW_MESSAGES.notOpen);
    const reopened = await call(t, 'POST', `/api/review-requests/${r.id}/reopen`, requester.token);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(data<ReviewRequest>(reopened)).toMatchObject({ state: 'open', reviewer: null });
    await call(t, 'POST', `/api/review-requests/${r.id}/claim`, reviewer.token);
    await call(t, 'POST', `/api/review-requests/${r.id}/decision`, reviewer.token, { decision: 'approved' });
    expect((await get(r.id)).state).toBe('approved');
    expect(await pointsOf(reviewer)).toBe(REVIEW_POINTS);
  });

  it('20 members claiming at once: exactly one wins, the others get 409', async () => {
    const requester = await memberWith(t);
    const r = await requestReview(requester);
    const members = await Promise.all(Array.from({ length: 20 }, () => memberWith(t)));
    const all = await Promise.all(members.map((m) => call(t, 'POST', `/api/review-requests/${r.id}/claim`, m.token)));
    const codes = all.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(19).fill(409)]);
    const winner = members[all.findIndex((res) => res.statusCode === 200)]!;
    expect((await get(r.id)).reviewer?.id).toBe(winner.user.id);
    expect(await notes(requester)).toEqual(['review_claimed']);
  });

  it('refuses a reply to a comment of another request, a bad decision and a missing request, changing nothing', async () => {
    const m = await memberWith(t);
    const a = await requestReview(m);
    const b = await requestReview(m);
    const withComment = data<ReviewRequest>(await call(t, 'POST', `/api/review-requests/${a.id}/comments`, m.token, { body: 'Note' }));
    const before = await countRows(t.db, 'review_comments');
    const cross = await call(t, 'POST', `/api/review-requests/${b.id}/comments`, m.token, { body: 'Reply', parent_id: withComment.comments[0]!.id });
    expect(cross.statusCode).toBe(404);
    expect(messageOf(cross)).toBe(REVIEW_MESSAGES.commentNotFound);
    const empty = await call(t, 'POST', `/api/review-requests/${b.id}/comments`, m.token, { body: '  ' });
    expect(messageOf(empty)).toBe('Comment is required');
    expect(await countRows(t.db, 'review_comments')).toBe(before);
    const bad = await call(t, 'POST', `/api/review-requests/${a.id}/decision`, m.token, { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe("Decision must be 'approved' or 'changes'");
    for (const path of ['', '/claim']) {
      const res = await call(t, path ? 'POST' : 'GET', `/api/review-requests/999999${path}`, admin);
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe(REVIEW_MESSAGES.notFound);
    }
  });
});

describe('releasing a stale claim', () => {
  it('a moderator releases a claim: the request is open again, audited; a member may not; an open one is refused', async () => {
    const requester = await memberWith(t);
    const reviewer = await memberWith(t);
    const moderator = await memberWith(t, 'moderator');
    const r = await requestReview(requester);
    await call(t, 'POST', `/api/review-requests/${r.id}/claim`, reviewer.token);
    expect((await call(t, 'POST', `/api/review-requests/${r.id}/release`, reviewer.token)).statusCode).toBe(403);
    const res = await call(t, 'POST', `/api/review-requests/${r.id}/release`, moderator.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(messageOf(res)).toBe(REVIEW_MESSAGES.released);
    expect(data<ReviewRequest>(res)).toMatchObject({ state: 'open', reviewer: null });
    const audit = await t.db.selectFrom('audit_log').select(['actor_id', 'target_id']).where('action', '=', 'review.released').execute();
    expect(audit).toContainEqual({ actor_id: moderator.user.id, target_id: r.id });
    const again = await call(t, 'POST', `/api/review-requests/${r.id}/release`, admin);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(REVIEW_MESSAGES.notInReview);
  });
});

describe('the rate limit', () => {
  it(`refuses a member's request or comment beyond ${REVIEW_WRITES_PER_MINUTE} a minute with 429 and Retry-After, storing nothing`, async () => {
    const m = await memberWith(t);
    const r = await requestReview(m);
    for (let i = 1; i < REVIEW_WRITES_PER_MINUTE; i++) {
      expect((await call(t, 'POST', `/api/review-requests/${r.id}/comments`, m.token, { body: `Note ${i}` })).statusCode).toBe(201);
    }
    const before = await countRows(t.db, 'review_comments');
    const res = await call(t, 'POST', `/api/review-requests/${r.id}/comments`, m.token, { body: 'One too many' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await call(t, 'POST', '/api/review-requests', m.token, valid)).statusCode).toBe(429);
    expect(await countRows(t.db, 'review_comments')).toBe(before);
  });
});

describe('the list', () => {
  it('filters by state and by mine (requested, reviewed, any), newest first and paged', async () => {
    const a = await memberWith(t);
    const b = await memberWith(t);
    const first = await requestReview(a, { title: 'First' });
    const second = await requestReview(b, { title: 'Second' });
    await call(t, 'POST', `/api/review-requests/${second.id}/claim`, a.token);
    const list = async (query: string, token?: string) =>
      data<ReviewRequestSummary[]>(await call(t, 'GET', `/api/review-requests?${query}`, token)).map((r) => r.id);
    expect(await list('mine=requested', a.token)).toEqual([first.id]);
    expect(await list('mine=reviewed', a.token)).toEqual([second.id]);
    expect(await list('mine=any', a.token)).toEqual([second.id, first.id]);
    expect(await list('mine=any&limit=1&offset=1', a.token)).toEqual([first.id]);
    expect(await list('mine=any&state=in_review', a.token)).toEqual([second.id]);
    expect(await list('mine=any')).toEqual([]);
    expect(await list('mine=any&q=SECOND', a.token)).toEqual([second.id]);
    const bad = await call(t, 'GET', '/api/review-requests?state=closed');
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe('Invalid state');
  });
});

describe('account data', () => {
  it('exports the requests, reviews and comments; on deletion they stay without the member, a claimed review reopens', async () => {
    const requester = await memberWith(t);
    const reviewer = await memberWith(t);
    const r = await requestReview(requester);
    await call(t, 'POST', `/api/review-requests/${r.id}/claim`, reviewer.token);
    await call(t, 'POST', `/api/review-requests/${r.id}/comments`, reviewer.token, { body: 'Looking' });
    const exported = data<{ sections: Record<string, { id: number }[]> }>(await call(t, 'GET', '/api/user/export', reviewer.token));
    expect(exported.sections['reviews_claimed']!.map((x) => x.id)).toEqual([r.id]);
    expect(exported.sections['review_comments']!).toHaveLength(1);
    const mine = data<{ sections: Record<string, { id: number }[]> }>(await call(t, 'GET', '/api/user/export', requester.token));
    expect(mine.sections['review_requests']!.map((x) => x.id)).toEqual([r.id]);
    const res = await call(t, 'DELETE', '/api/user/account', reviewer.token, { password: reviewer.password, projects: 'keep' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get(r.id);
    expect(after).toMatchObject({ state: 'open', reviewer: null });
    expect(after.comments[0]!.author).toBeNull();
    const gone = await call(t, 'DELETE', '/api/user/account', requester.token, { password: requester.password, projects: 'keep' });
    expect(gone.statusCode).toBe(200);
    expect((await get(r.id)).requester).toBeNull();
  });
});
