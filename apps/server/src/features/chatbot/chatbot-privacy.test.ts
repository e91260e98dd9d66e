import type { ChatbotReply } from '@esdc/core/chatbot-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { insertTestCourseRow } from '../../test/courses.ts';
import { createTestEvent } from '../../test/events.ts';
import { createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';
import { insertTestProduct } from '../../test/shop.ts';

/*
 * What the assistant never tells (SPEC §6, §7 Chatbot): one member's registrations, orders and certificates to
 * another member or a visitor; a draft post, a hidden listing, an unpublished course, a draft event or a members'
 * challenge to those who may not see them; and any member's email address. Two members (A and B) and a visitor.
 */

let t: TestApp;
let a: Member;
let b: Member;
let orderId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { CHATBOT_ASKS_PER_MINUTE: '100000' } });
  a = await t.register({ name: 'Alice Private' });
  b = await t.register({ name: 'Brian Private' });
  const event = await createTestEvent(t, { body: { title: 'Oscilloscope Evening', max_participants: 10 } });
  expect((await call(t, 'POST', `/api/events/${event.id}/registration`, a.token)).statusCode).toBe(201);
  const at = t.clock.now().toISOString();
  orderId = (
    await t.db
      .insertInto('orders')
      .values({
        user_id: a.user.id,
        status: 'placed',
        currency: 'USD',
        subtotal_cents: 7777,
        discount_cents: 0,
        total_cents: 7777,
        coupon_id: null,
        coupon_code: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.db
    .insertInto('certificates')
    .values({
      code: 'ESDC-PRIV-0001',
      course_id: null,
      user_id: a.user.id,
      holder_name: 'Alice Private',
      course_title: 'Secret Sensors',
      course_level: 'Advanced',
      instructor_name: null,
      issued_at: at,
    })
    .execute();
  await t.db
    .insertInto('blog_posts')
    .values({
      slug: 'unreleased-quantum-blinky',
      title: 'Unreleased Quantum Blinky',
      excerpt: 'A draft.',
      content: 'A draft about the quantum blinky.',
      content_html: '<p>A draft about the quantum blinky.</p>',
      category: 'News',
      status: 'draft',
      cover_image_id: null,
      cover_url: null,
      read_time: 1,
      author_id: a.user.id,
      published_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await insertTestProduct(t.db, { name: 'Prototype Stealth Board', price_cents: 9999, hidden: true }, t.clock.now());
  await insertTestCourseRow(t.db, { title: 'Unpublished Lidar Course', published: false }, at);
  await createTestEvent(t, { body: { title: 'Hidden Draft Hackathon' }, publish: false });
});
afterAll(() => t.close());

async function ask(question: string, token?: string): Promise<ChatbotReply> {
  const res = await call(t, 'POST', '/api/chatbot/ask', token, { query_message: question });
  expect(res.statusCode, res.body).toBe(200);
  return envelope<ChatbotReply>(res).data;
}

/** The whole reply as text, sources included. */
const text = (reply: ChatbotReply) => JSON.stringify(reply);

describe("one member's data", () => {
  it('answers A their own registrations, orders and certificates', async () => {
    expect((await ask('What are my registrations?', a.token)).response).toContain('Oscilloscope Evening');
    expect((await ask('What are my orders?', a.token)).response).toContain(`Order #${orderId}`);
    expect((await ask('What are my certificates?', a.token)).response).toContain('ESDC-PRIV-0001');
  });

  it('never shows A’s registrations, orders or certificates to B', async () => {
    const regs = await ask('What are my registrations?', b.token);
    expect(regs.response).toContain('You are not registered for any upcoming event');
    expect(text(regs)).not.toContain('Oscilloscope Evening');
    const orders = await ask('What are my orders?', b.token);
    expect(text(orders)).not.toContain(`#${orderId}`);
    expect(text(orders)).not.toContain('$77.77');
    const certificates = await ask('What are my certificates?', b.token);
    expect(text(certificates)).not.toContain('ESDC-PRIV-0001');
    expect(text(certificates)).not.toContain('Secret Sensors');
  });

  it('tells a visitor to sign in, with the sign-in page, and nothing of A', async () => {
    for (const [question, words] of [
      ['What are my registrations?', 'Sign in to see your event registrations'],
      ['What are my orders?', 'Sign in to see your orders'],
      ['What are my certificates?', 'Sign in to see your certificates'],
    ] as const) {
      const reply = await ask(question);
      expect(reply.response).toContain(`${words}: /login`);
      expect(reply.sources).toEqual([{ title: 'Sign in', path: '/login', kind: 'page' }]);
      expect(text(reply)).not.toMatch(/Oscilloscope Evening|ESDC-PRIV-0001|Secret Sensors|77\.77/);
    }
  });
});

describe('what the asker may not see', () => {
  it.each([
    ['a draft post', 'Tell me about the quantum blinky', 'Quantum Blinky'],
    ['a hidden listing', 'How much is the prototype stealth board?', 'Stealth'],
    ['an unpublished course', 'What level is the lidar course?', 'Lidar'],
    ['a draft event', 'When is the hackathon?', 'Hidden Draft Hackathon'],
  ])('never cites %s, to a visitor or another member', async (_label, question, secret) => {
    for (const token of [undefined, b.token]) expect(text(await ask(question, token))).not.toContain(secret);
  });

  it("never lists a members' challenge to a visitor", async () => {
    const members = await t.db.selectFrom('challenges').select('title').where('visibility', 'in', ['members', 'hidden']).execute();
    const reply = await ask('Which challenges are open?');
    for (const c of members) expect(reply.response).not.toContain(c.title);
  });

  it("never puts a member's email address in a reply", async () => {
    for (const question of [`Who is Alice Private?`, `What is ${a.email}?`, 'What is the email of Alice Private?', `Find ${b.email}`]) {
      for (const token of [undefined, b.token, a.token]) {
        const reply = text(await ask(question, token));
        expect(reply).not.toContain(a.email);
        expect(reply).not.toContain(b.email);
      }
    }
  });
});
