import { CHAT_MESSAGE_EMPTY, CHAT_MESSAGE_TOO_LONG, CHAT_USER_ID_REQUIRED, CHATBOT_FALLBACK, CHATBOT_QUICK_ACTIONS, finishReply } from '@esdc/core/chatbot';
import type { ChatbotFaq, ChatbotHistoryEntry, ChatbotReply, ChatbotUnanswered } from '@esdc/core/chatbot-schemas';
import type { LeaderboardPage } from '@esdc/core/leaderboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustPoints, call, deleteOwnAccount } from '../../test/api.ts';
import { insertTestCourse } from '../../test/courses.ts';
import { createTestEvent } from '../../test/events.ts';
import { createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';
import { insertTestProduct } from '../../test/shop.ts';

/*
 * The club assistant through the API (SPEC §2 Chatbot widget, §5 Chat, §7 chatbot calls), on SQLite, and on
 * PostgreSQL when TEST_DATABASE_URL is set: validation, each kind of question answered from live data with the page
 * it comes from, the fallback and the unanswered list, the history and who may read it, the FAQ, and the export and
 * erasure. Privacy between members and visitors is in chatbot-privacy.test.ts; the rate limit in chatbot-limit.test.ts.
 */

let t: TestApp;
let admin: string;
let a: Member;
let b: Member;
beforeAll(async () => {
  t = await createTestApp({ env: { CHATBOT_ASKS_PER_MINUTE: '100000' } });
  admin = await t.adminToken();
  a = await t.register({ name: 'Ada Chatbot' });
  b = await t.register({ name: 'Bob Chatbot' });
});
afterAll(() => t.close());

/** Asks a question (as a member when a token is given) and expects 200. */
async function ask(question: string, token?: string): Promise<ChatbotReply> {
  const res = await call(t, 'POST', '/api/chatbot/ask', token, { query_message: question });
  expect(res.statusCode, res.body).toBe(200);
  return envelope<ChatbotReply>(res).data;
}

const historyCount = async () => t.count('chatbot_questions');

describe('POST /api/chatbot/ask validation', () => {
  it.each([
    ['a missing message', {}, CHAT_MESSAGE_EMPTY],
    ['an empty message', { query_message: '' }, CHAT_MESSAGE_EMPTY],
    ['a blank message', { query_message: '   \n\t ' }, CHAT_MESSAGE_EMPTY],
    ['a message of 1001 characters', { query_message: 'x'.repeat(1001) }, CHAT_MESSAGE_TOO_LONG],
  ])('refuses %s with 400 and keeps nothing', async (_label, payload, message) => {
    const before = await historyCount();
    const res = await call(t, 'POST', '/api/chatbot/ask', a.token, payload);
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ success: false, message, error: { code: 'VALIDATION_ERROR' } });
    expect(await historyCount()).toBe(before);
  });

  it('refuses a message that is not text', async () => {
    const res = await call(t, 'POST', '/api/chatbot/ask', undefined, { query_message: 42 });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).success).toBe(false);
  });

  it('takes a message of exactly 1000 characters', async () => {
    const res = await call(t, 'POST', '/api/chatbot/ask', undefined, { query_message: `${'blinky '.repeat(142)}abcdef` });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/chatbot/suggestions', () => {
  it('answers the six quick actions to anyone', async () => {
    const res = await call(t, 'GET', '/api/chatbot/suggestions');
    expect(res.statusCode).toBe(200);
    expect(envelope(res).data).toEqual(CHATBOT_QUICK_ACTIONS);
  });
});

describe('answers from the club data', () => {
  it('answers a visitor how to join, citing /register, and keeps no history for them', async () => {
    const before = await historyCount();
    const reply = await ask('How do I join the club?');
    expect(reply.answered).toBe(true);
    expect(reply.response).toContain('/register');
    expect(reply.sources.map((s) => s.path)).toContain('/register');
    expect(reply.confidence).toBeGreaterThan(0);
    expect(reply.response).toBe(finishReply(reply.response));
    expect(await historyCount()).toBe(before);
  });

  it('lists upcoming events with their date and places left, never a draft or a cancelled one', async () => {
    const soldering = await createTestEvent(t, { body: { title: 'Soldering Workshop', max_participants: 20 }, startInHours: 30 });
    await createTestEvent(t, { body: { title: 'Secret Draft Meetup' }, publish: false, startInHours: 10 });
    const cancelled = await createTestEvent(t, { body: { title: 'Cancelled Robot Race' }, startInHours: 12 });
    const res = await call(t, 'POST', `/api/events/${cancelled.id}/cancel`, admin, { reason: 'The lab is closed that day.' });
    expect(res.statusCode, res.body).toBe(200);
    await call(t, 'POST', `/api/events/${soldering.id}/registration`, a.token);

    const reply = await ask('What events are coming up?');
    expect(reply.answered).toBe(true);
    expect(reply.response).toMatch(new RegExp(`Soldering Workshop — \\w{3} \\d{1,2}, \\d{4}, \\d{2}:\\d{2} UTC, 19 places left: /events/${soldering.id}`));
    expect(reply.response).not.toContain('Secret Draft Meetup');
    expect(reply.response).not.toContain('Cancelled Robot Race');
    expect(reply.sources).toContainEqual({ title: 'Soldering Workshop', path: `/events/${soldering.id}`, kind: 'event' });

    const places = await ask('How many places are left for the soldering workshop?');
    expect(places.response).toContain(`19 places left: /events/${soldering.id}`);
    const gone = await ask('When is the robot race event?');
    expect(gone.response).toContain(`Cancelled Robot Race — cancelled: /events/${cancelled.id}`);
    expect(gone.response).not.toContain('places left');
    const next = await ask('When is the next event?');
    expect(next.sources).toHaveLength(1);
    expect(next.sources[0]!.path).toBe(`/events/${soldering.id}`);
  });

  it("gives a product's price as the shop writes it and its stock", async () => {
    const id = await insertTestProduct(t.db, { name: 'Logic Analyzer 8CH', price_cents: 1299, stock: 4 }, t.clock.now());
    const price = await ask('How much is the logic analyzer?');
    expect(price.response).toContain(`Logic Analyzer 8CH — $12.99, 4 in stock: /product/${id}`);
    expect(price.sources).toContainEqual({ title: 'Logic Analyzer 8CH', path: `/product/${id}`, kind: 'product' });
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', id).execute();
    const stock = await ask('Is the logic analyzer in stock?');
    expect(stock.response).toContain(`Logic Analyzer 8CH — out of stock, $12.99: /product/${id}`);
  });

  it("gives a course's level and price, and an enrolled member's next lesson", async () => {
    const course = await insertTestCourse(t.db, { title: 'RTOS Fundamentals', level: 'Intermediate', price_paise: 49900, category: 'RTOS' }, t.clock.now());
    // A product whose text shares a word with the course must not answer a course's price.
    await insertTestProduct(t.db, { name: 'Fundamentals Sticker Pack', price_cents: 300 }, t.clock.now());
    const price = await ask('How much does the RTOS Fundamentals course cost?');
    expect(price.response).toContain(`RTOS Fundamentals — Intermediate, ₹499.00: /lms/${course.id}`);
    expect(price.response).not.toContain('Sticker');
    const visitor = await ask('What level is the RTOS Fundamentals course?');
    expect(visitor.response).toContain(`RTOS Fundamentals — Intermediate, ₹499.00: /lms/${course.id}`);
    expect(visitor.response).not.toContain('next lesson');
    await t.db
      .insertInto('course_enrollments')
      .values({ course_id: course.id, user_id: a.user.id, enrolled_at: t.clock.now().toISOString(), order_id: null, completed_at: null })
      .execute();
    const enrolled = await ask('What is my next lesson in the RTOS Fundamentals course?', a.token);
    expect(enrolled.response).toContain(`Your next lesson in RTOS Fundamentals: Welcome: /lms/${course.id}/lessons/${course.lessonIds[0]}`);
  });

  it("gives the leaderboard's top and the asker's rank as the leaderboard shows it", async () => {
    await adjustPoints(t, a.user.id, { operation: 'add', amount: 900, reason: 'Chatbot test' });
    await adjustPoints(t, b.user.id, { operation: 'add', amount: 700, reason: 'Chatbot test' });
    const top = await ask('Who is at the top of the leaderboard?');
    expect(top.response).toContain(`#1 Ada Chatbot (@${a.user.username}) — 900 pts: /leaderboard`);
    expect(top.response).toContain(`#2 Bob Chatbot (@${b.user.username}) — 700 pts: /leaderboard`);

    const board = envelope<LeaderboardPage>(await call(t, 'GET', '/api/leaderboard', b.token)).data;
    const mine = await ask('What is my rank?', b.token);
    expect(mine.response).toContain(`You are #${board.me!.rank} of ${board.total} with 700 pts: /leaderboard`);
    const visitor = await ask('What is my rank?');
    expect(visitor.response).toContain('Sign in to see your rank and points: /login');
    expect(visitor.sources).toEqual([{ title: 'Sign in', path: '/login', kind: 'page' }]);
  });

  it('lists open challenges with their points', async () => {
    const challenge = await t.db
      .selectFrom('challenges')
      .select(['id', 'title', 'points'])
      .where('visibility', '=', 'public')
      .orderBy('points')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const reply = await ask('Which challenges are open?');
    expect(reply.response).toContain(`${challenge.title} — ${challenge.points} points`);
    expect(reply.response).toContain(`/challenges/${challenge.id}`);
    const hidden = await t.db.selectFrom('challenges').select('title').where('visibility', '=', 'hidden').execute();
    for (const h of hidden) expect(reply.response).not.toContain(h.title);
  });

  it("answers a member's registrations, orders and certificates", async () => {
    const regs = await ask('What are my registrations?', a.token);
    expect(regs.response).toMatch(/Soldering Workshop — .*, registered: \/events\/\d+/);
    const at = t.clock.now().toISOString();
    const order = await t.db
      .insertInto('orders')
      .values({
        user_id: a.user.id,
        status: 'paid',
        currency: 'USD',
        subtotal_cents: 4500,
        discount_cents: 0,
        total_cents: 4500,
        coupon_id: null,
        coupon_code: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orders = await ask('Where is my order?', a.token);
    expect(orders.response).toContain(`Order #${order.id} — Paid, $45.00`);
    expect(orders.response).toContain('/shop-cart?tab=orders');
    await t.db
      .insertInto('certificates')
      .values({
        code: 'ESDC-TEST-0001',
        course_id: null,
        user_id: a.user.id,
        holder_name: 'Ada Chatbot',
        course_title: 'Sensors 101',
        course_level: 'Beginner',
        instructor_name: null,
        issued_at: at,
      })
      .execute();
    const certificates = await ask('Show my certificates', a.token);
    expect(certificates.response).toContain('Sensors 101 (Beginner) — issued');
    expect(certificates.response).toContain('/certificates/ESDC-TEST-0001');
  });

  it('answers how to contact the club and how points are earned from the FAQ', async () => {
    const contact = await ask('How can I contact the club?');
    expect(contact.answered).toBe(true);
    expect(contact.sources.some((s) => s.kind === 'faq')).toBe(true);
    const points = await ask('How do I earn points?');
    expect(points.response).toContain('Solving a challenge for the first time adds its points');
    expect(points.sources).toContainEqual(expect.objectContaining({ path: '/leaderboard', kind: 'faq' }));
  });

  it('finds documentation and resources through the site search', async () => {
    const doc = await t.db.selectFrom('doc_articles').select(['title', 'slug']).orderBy('id').executeTakeFirstOrThrow();
    const reply = await ask(`Tell me about ${doc.title}`);
    expect(reply.answered).toBe(true);
    expect(reply.sources.map((s) => s.path)).toContain(`/docs/${doc.slug}`);
  });
});

describe('the fallback and the unanswered questions', () => {
  it('answers the fallback with confidence 0 and counts the question once per wording', async () => {
    const first = await ask('What is the capital of France?');
    expect(first).toMatchObject({ answered: false, confidence: 0, sources: [] });
    expect(first.response.startsWith(CHATBOT_FALLBACK)).toBe(true);
    await ask('what is the CAPITAL of france', b.token);
    const res = await call(t, 'GET', '/api/admin/chatbot/unanswered', admin);
    expect(res.statusCode).toBe(200);
    const list = envelope<ChatbotUnanswered[]>(res);
    expect(list.data[0]).toMatchObject({ question: 'what is the CAPITAL of france', count: 2 });
    expect(list.meta!.total).toBeGreaterThanOrEqual(1);
    expect((await call(t, 'GET', '/api/admin/chatbot/unanswered', b.token)).statusCode).toBe(403);
  });
});

describe('GET /api/chatbot/history/:userId', () => {
  it("answers one's own history newest first, refuses another's, and lets an admin read any", async () => {
    const c = await t.register();
    await ask('How do I join the club?', c.token);
    await ask('Which challenges are open?', c.token);
    const own = await call(t, 'GET', `/api/chatbot/history/${c.user.id}`, c.token);
    expect(own.statusCode).toBe(200);
    const page = envelope<ChatbotHistoryEntry[]>(own);
    expect(page.data.map((e) => e.query_message)).toEqual(['Which challenges are open?', 'How do I join the club?']);
    expect(page.meta).toEqual({ total: 2, limit: 20, offset: 0 });
    expect(page.data[1]!.sources.map((s) => s.path)).toContain('/register');

    expect((await call(t, 'GET', `/api/chatbot/history/${c.user.id}`, b.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/chatbot/history/${c.user.id}`)).statusCode).toBe(401);
    const byAdmin = await call(t, 'GET', `/api/chatbot/history/${c.user.id}?limit=1`, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(envelope<ChatbotHistoryEntry[]>(byAdmin).data).toHaveLength(1);
  });

  it("refuses an empty id with 'User ID is required', a malformed one, and an unknown member", async () => {
    const empty = await call(t, 'GET', '/api/chatbot/history/', a.token);
    expect(empty.statusCode).toBe(400);
    expect(envelope(empty).message).toBe(CHAT_USER_ID_REQUIRED);
    const bad = await call(t, 'GET', '/api/chatbot/history/abc', a.token);
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).message).toBe('Invalid user id');
    const unknown = await call(t, 'GET', '/api/chatbot/history/99999999', admin);
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).message).toBe('User not found');
  });
});

describe("the admin's FAQ", () => {
  it('creates, lists, changes and deletes entries, and the assistant answers from them at once', async () => {
    const before = await ask('Where does the club meet?');
    expect(before.answered).toBe(false);
    const created = await call(t, 'POST', '/api/admin/chatbot/faq', admin, {
      question: 'Where does the club meet?',
      answer: 'In the electronics lab, room B-204, on Thursdays at 18:00.',
      keywords: 'meet meeting place room lab where when',
      path: '/events',
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = envelope<ChatbotFaq>(created).data;
    expect(entry).toMatchObject({ question: 'Where does the club meet?', path: '/events' });
    const listed = envelope<ChatbotFaq[]>(await call(t, 'GET', '/api/admin/chatbot/faq', admin)).data;
    expect(listed.at(-1)!.id).toBe(entry.id);

    const after = await ask('Where does the club meet?');
    expect(after.response).toContain('room B-204');
    expect(after.sources).toContainEqual({ title: 'Where does the club meet?', path: '/events', kind: 'faq' });

    const changed = await call(t, 'PUT', `/api/admin/chatbot/faq/${entry.id}`, admin, {
      question: 'Where does the club meet?',
      answer: 'In room C-101.',
      path: '',
    });
    expect(changed.statusCode).toBe(200);
    expect(envelope<ChatbotFaq>(changed).data).toMatchObject({ answer: 'In room C-101.', keywords: '', path: null });

    expect((await call(t, 'DELETE', `/api/admin/chatbot/faq/${entry.id}`, admin)).statusCode).toBe(200);
    const gone = await call(t, 'DELETE', `/api/admin/chatbot/faq/${entry.id}`, admin);
    expect(gone.statusCode).toBe(404);
    expect(envelope(gone).message).toBe('FAQ entry not found');
    const missing = await call(t, 'PUT', `/api/admin/chatbot/faq/${entry.id}`, admin, { question: 'Q?', answer: 'A.' });
    expect(envelope(missing).message).toBe('FAQ entry not found');
  });

  it('refuses bad input with the schema messages and members with 403, changing nothing', async () => {
    const count = await t.count('chatbot_faq');
    const cases: [Record<string, unknown>, string][] = [
      [{ answer: 'An answer.' }, 'Question is required'],
      [{ question: 'A question?', answer: '  ' }, 'Answer is required'],
      [{ question: 'A question?', answer: 'An answer.', path: 'https://example.org' }, 'Path must be an app path starting with /'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, 'POST', '/api/admin/chatbot/faq', admin, body);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).message).toBe(message);
    }
    expect((await call(t, 'POST', '/api/admin/chatbot/faq', a.token, { question: 'Q?', answer: 'A.' })).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/chatbot/faq', a.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/chatbot/faq')).statusCode).toBe(401);
    expect(await t.count('chatbot_faq')).toBe(count);
  });
});

describe("a member's history in their data", () => {
  it('is in their export and deleted with their account', async () => {
    const m = await t.register();
    await ask('How do I join the club?', m.token);
    const exported = await call(t, 'GET', '/api/user/export', m.token);
    expect(exported.statusCode).toBe(200);
    const sections = envelope<{ sections: Record<string, { query_message: string }[]> }>(exported).data.sections;
    expect(sections.chatbot_history!.map((r) => r.query_message)).toEqual(['How do I join the club?']);

    await deleteOwnAccount(t, m, 'delete');
    const left = await t.db.selectFrom('chatbot_questions').select('id').where('user_id', '=', m.user.id).execute();
    expect(left).toEqual([]);
  });
});
