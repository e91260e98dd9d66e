import { WORKSHOP_MESSAGES } from '@esdc/core/workshop';
import type { Workshop, WorkshopFeedback, WorkshopMaterial, WorkshopSummary } from '@esdc/core/workshop-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith } from '../../test/api.ts';
import { countRows, createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';
import { insertAttendance, insertHackathon } from './hackathon-fixtures.ts';

/*
 * Workshops (SPEC §2 Workshops) through the API: the list with the member's registration, materials managed by the
 * organiser, feedback from attendees once, and the member's data.
 */

let t: TestApp;
let admin: Member;
let organiser: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await memberWith(t, 'admin');
  organiser = await memberWith(t);
});
afterAll(async () => {
  await t.close();
});

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;
const errorOf = (res: Res) => (JSON.parse(res.body) as { message?: string }).message;
const workshop = (options: Parameters<typeof insertHackathon>[3] = {}) =>
  insertHackathon(t.db, organiser.user.id, t.clock.now(), { category: 'Workshop', ...options });

describe('workshops', () => {
  it('lists published workshops with the member’s registration through the events’ registration', async () => {
    const id = await workshop();
    const member = await memberWith(t);
    expect((await call(t, 'POST', `/api/events/${id}/registration`, member.token)).statusCode).toBe(201);
    const list = data<WorkshopSummary[]>(await call(t, 'GET', '/api/workshops?limit=50', member.token));
    expect(list.find((w) => w.id === id)).toMatchObject({
      my_registration: { status: 'registered', checked_in: false },
      registered_participants: 1,
      materials_count: 0,
    });
    const hackathon = await insertHackathon(t.db, organiser.user.id, t.clock.now());
    expect(list.some((w) => w.id === hackathon)).toBe(false);
    expect(errorOf(await call(t, 'GET', `/api/workshops/${hackathon}`))).toBe(WORKSHOP_MESSAGES.notFound);
  });

  it('the organiser or an admin attaches and removes materials; others may not; links must be https', async () => {
    const id = await workshop();
    const member = await memberWith(t);
    const add = (m: Member, body: Record<string, unknown>) => call(t, 'POST', `/api/workshops/${id}/materials`, m.token, body);
    const res = await add(organiser, { title: 'Slides', url: 'https://example.com/slides.pdf' });
    expect(res.statusCode, res.body).toBe(201);
    expect(envelope(res).message).toBe(WORKSHOP_MESSAGES.materialAdded);
    expect((await add(admin, { title: 'Code', url: 'https://github.com/example' })).statusCode).toBe(201);
    expect(errorOf(await add(member, { title: 'Spam', url: 'https://spam.example' }))).toBe(WORKSHOP_MESSAGES.notOrganiser);
    expect(errorOf(await add(organiser, { title: 'Plain', url: 'http://example.com' }))).toBe(WORKSHOP_MESSAGES.materialUrl);
    expect(errorOf(await add(organiser, { title: '', url: 'https://example.com' }))).toBe(WORKSHOP_MESSAGES.materialTitleRequired);
    const page = data<Workshop>(await call(t, 'GET', `/api/workshops/${id}`));
    expect(page.materials.map((m) => m.title)).toEqual(['Slides', 'Code']);
    const material = data<WorkshopMaterial>(res);
    expect(errorOf(await call(t, 'DELETE', `/api/workshop-materials/${material.id}`, member.token))).toBe(WORKSHOP_MESSAGES.notOrganiser);
    expect((await call(t, 'DELETE', `/api/workshop-materials/${material.id}`, organiser.token)).statusCode).toBe(200);
    expect(errorOf(await call(t, 'DELETE', `/api/workshop-materials/${material.id}`, organiser.token))).toBe(WORKSHOP_MESSAGES.materialNotFound);
  });

  it('feedback: only members whose attendance was recorded, once, rating 1–5; the organiser reads it', async () => {
    const id = await workshop({ status: 'completed', startInHours: -48 });
    const [attendee, absent] = [await memberWith(t), await memberWith(t)];
    await insertAttendance(t.db, id, attendee.user.id, t.clock.now());
    const give = (m: Member, body: Record<string, unknown>) => call(t, 'POST', `/api/workshops/${id}/feedback`, m.token, body);
    expect(data<Workshop>(await call(t, 'GET', `/api/workshops/${id}`, attendee.token)).feedback.can_give).toBe(true);
    expect(data<Workshop>(await call(t, 'GET', `/api/workshops/${id}`, absent.token)).feedback.can_give).toBe(false);
    expect(errorOf(await give(absent, { rating: 5 }))).toBe(WORKSHOP_MESSAGES.notAttended);
    expect(errorOf(await give(attendee, { rating: 6 }))).toBe(WORKSHOP_MESSAGES.rating);
    expect(errorOf(await give(attendee, { rating: 0 }))).toBe(WORKSHOP_MESSAGES.rating);
    expect(await countRows(t.db, 'workshop_feedback')).toBe(0);
    const res = await give(attendee, { rating: 4, comment: 'Good pace' });
    expect(res.statusCode, res.body).toBe(201);
    expect(envelope(res).message).toBe(WORKSHOP_MESSAGES.feedbackSaved);
    expect(errorOf(await give(attendee, { rating: 5 }))).toBe(WORKSHOP_MESSAGES.alreadyGiven);
    const page = data<Workshop>(await call(t, 'GET', `/api/workshops/${id}`, attendee.token));
    expect(page.feedback).toMatchObject({ can_give: false, count: 1, average: 4, mine: { rating: 4, comment: 'Good pace' } });
    expect(errorOf(await call(t, 'GET', `/api/workshops/${id}/feedback`, attendee.token))).toBe(WORKSHOP_MESSAGES.notOrganiser);
    expect(data<WorkshopFeedback[]>(await call(t, 'GET', `/api/workshops/${id}/feedback`, organiser.token))).toHaveLength(1);
    const exported = envelope<{ sections: Record<string, { feedback: unknown[] }> }>(await call(t, 'GET', '/api/user/export', attendee.token)).data.sections;
    expect(exported.workshops!.feedback).toHaveLength(1);
  });
});
