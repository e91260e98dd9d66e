import { JOB_MESSAGES } from '@esdc/core/jobs';
import type { Job, JobApplication, JobPartner, JobSavedSearch } from '@esdc/core/jobs-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith } from '../../test/api.ts';
import { storedFiles } from '../../test/images.ts';
import { countRows, createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';
import { applicationBody, insertApplication, insertJob, SAMPLE_PDF } from './job-fixtures.ts';
import { SEED_JOBS } from './seed.ts';

/*
 * Jobs (SPEC §2 Jobs) through the API, on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set: postings and their
 * rules, in-app applications with a CV, the poster's review with its notification, the member's data.
 */

let t: TestApp;
let admin: Member;
let moderator: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await memberWith(t, 'admin');
  moderator = await memberWith(t, 'moderator');
});
afterAll(async () => {
  await t.close();
});

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;
const inHours = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000).toISOString();
const posting = (over: Record<string, unknown> = {}) => ({
  title: 'Firmware intern',
  company: 'Acme Embedded',
  location: 'Berlin',
  remote: false,
  type: 'internship',
  salary_min: 800,
  salary_max: 1000,
  salary_label: 'EUR per month',
  deadline: inHours(72),
  description: '**Bold** work <script>alert(1)</script>',
  ...over,
});
const apply = (token: string | undefined, jobId: number, parts: Parameters<typeof applicationBody>[0]) => {
  const body = applicationBody(parts);
  return t.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/applications`,
    headers: { ...body.headers, ...(token ? t.authHeader(token) : {}) },
    payload: body.payload,
  });
};

describe('postings', () => {
  it('admins and moderators post; the description is rendered and sanitised; recorded in the audit log', async () => {
    const res = await call(t, 'POST', '/api/jobs', moderator.token, posting({ title: '  Firmware intern  ' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(envelope(res).message).toBe(JOB_MESSAGES.created);
    const job = data<Job>(res);
    expect(job).toMatchObject({
      title: 'Firmware intern',
      remote: false,
      type: 'internship',
      salary_min: 800,
      apply_url: null,
      open: true,
      can_edit: true,
      application_count: 0,
    });
    expect(job.poster?.id).toBe(moderator.user.id);
    expect(job.description_html).toContain('<strong>Bold</strong>');
    expect(job.description_html).not.toContain('<script');
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'job.created').where('target_id', '=', job.id).executeTakeFirst();
    expect(audit?.actor_id).toBe(moderator.user.id);
  });

  it('refuses members who are not partners (403) and bad input with the message, storing nothing', async () => {
    const member = await memberWith(t);
    const before = await countRows(t.db, 'jobs');
    const refused = await call(t, 'POST', '/api/jobs', member.token, posting());
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).message).toBe(JOB_MESSAGES.postNotAllowed);
    const cases: [Record<string, unknown>, string][] = [
      [posting({ title: undefined }), 'Title is required'],
      [posting({ title: '  ' }), 'Title is required'],
      [posting({ company: '' }), 'Company is required'],
      [posting({ location: undefined }), 'Location is required'],
      [posting({ description: '' }), 'Description is required'],
      [posting({ type: 'gig' }), JOB_MESSAGES.invalidType],
      [posting({ remote: 'yes' }), JOB_MESSAGES.invalidRemote],
      [posting({ deadline: 'tomorrow' }), JOB_MESSAGES.invalidDeadline],
      [posting({ salary_min: -1 }), JOB_MESSAGES.invalidSalary],
      [posting({ salary_min: 1.5 }), JOB_MESSAGES.invalidSalary],
      [posting({ salary_min: 2000, salary_max: 1000 }), JOB_MESSAGES.salaryOrder],
      [posting({ apply_url: 'http://example.org/apply' }), JOB_MESSAGES.invalidApplyUrl],
      [posting({ apply_url: 'javascript:alert(1)' }), JOB_MESSAGES.invalidApplyUrl],
      [posting({ title: 'x'.repeat(121) }), 'Title must be at most 120 characters long'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t, 'POST', '/api/jobs', admin.token, payload);
      expect(res.statusCode, message).toBe(400);
      expect(envelope(res).message).toBe(message);
    }
    expect(await countRows(t.db, 'jobs')).toBe(before);
  });

  it('a job partner an admin appoints may post; removing them stops it', async () => {
    const partner = await memberWith(t);
    expect((await call(t, 'PUT', `/api/admin/jobs/partners/${partner.user.id}`, admin.token)).statusCode).toBe(200);
    const listed = data<JobPartner[]>(await call(t, 'GET', '/api/admin/jobs/partners', admin.token));
    expect(listed.map((p) => p.id)).toContain(partner.user.id);
    const meta = envelope(await call(t, 'GET', '/api/jobs', partner.token)).meta as unknown as { can_post: boolean };
    expect(meta.can_post).toBe(true);
    expect((await call(t, 'POST', '/api/jobs', partner.token, posting())).statusCode).toBe(201);
    expect((await call(t, 'DELETE', `/api/admin/jobs/partners/${partner.user.id}`, admin.token)).statusCode).toBe(200);
    const again = await call(t, 'DELETE', `/api/admin/jobs/partners/${partner.user.id}`, admin.token);
    expect(again.statusCode).toBe(404);
    expect(envelope(again).message).toBe(JOB_MESSAGES.notAPartner);
    expect((await call(t, 'POST', '/api/jobs', partner.token, posting())).statusCode).toBe(403);
    expect((await call(t, 'PUT', `/api/admin/jobs/partners/999999`, admin.token)).statusCode).toBe(404);
  });

  it('lists open postings by nearest deadline, filters by type, remote and search; expired ones leave the list but stay for their poster', async () => {
    const poster = await memberWith(t, 'moderator');
    const tag = `Zq${Date.now().toString(36)}`;
    const soon = await insertJob(t.db, poster.user.id, t.clock.now(), { title: `${tag} soon`, deadlineInHours: 5, type: 'full-time', remote: true });
    const later = await insertJob(t.db, poster.user.id, t.clock.now(), { title: `${tag} later`, deadlineInHours: 50, type: 'internship' });
    const expired = await insertJob(t.db, poster.user.id, t.clock.now(), { title: `${tag} expired`, deadlineInHours: -1 });
    const ids = (res: Res) => data<Job[]>(res).map((j) => j.id);
    expect(ids(await call(t, 'GET', `/api/jobs?q=${tag}`))).toEqual([soon, later]);
    expect(ids(await call(t, 'GET', `/api/jobs?q=${tag.toLowerCase()}&type=full-time`))).toEqual([soon]);
    expect(ids(await call(t, 'GET', `/api/jobs?q=${tag}&remote=false`))).toEqual([later]);
    expect(ids(await call(t, 'GET', '/api/jobs?q=Fixture%20Co&limit=50'))).not.toContain(expired);
    const mine = await call(t, 'GET', '/api/jobs?mine=true', poster.token);
    expect(ids(mine)).toEqual(expect.arrayContaining([soon, later, expired]));
    expect((await call(t, 'GET', '/api/jobs?mine=true')).statusCode).toBe(401);
    const one = data<Job>(await call(t, 'GET', `/api/jobs/${expired}`));
    expect(one.open).toBe(false);
    expect(one.can_edit).toBe(false);
    expect(one.application_count).toBeNull();
    const bad = await call(t, 'GET', '/api/jobs?type=gig');
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).message).toBe(JOB_MESSAGES.invalidType);
    expect((await call(t, 'GET', '/api/jobs/99999999')).statusCode).toBe(404);
  });

  it('the poster or an admin edits and deletes (audited); others get 403 and nothing changes', async () => {
    const created = data<Job>(await call(t, 'POST', '/api/jobs', moderator.token, posting()));
    const otherModerator = await memberWith(t, 'moderator');
    const refused = await call(t, 'PUT', `/api/jobs/${created.id}`, otherModerator.token, posting({ title: 'Taken over' }));
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).message).toBe(JOB_MESSAGES.editNotAllowed);
    expect((await call(t, 'DELETE', `/api/jobs/${created.id}`, otherModerator.token)).statusCode).toBe(403);
    const edited = await call(t, 'PUT', `/api/jobs/${created.id}`, moderator.token, posting({ title: 'Senior intern', deadline: inHours(-2) }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(data<Job>(edited)).toMatchObject({ title: 'Senior intern', open: false });
    const byAdmin = await call(t, 'PUT', `/api/jobs/${created.id}`, admin.token, posting({ title: 'Edited by an admin', salary_min: null }));
    expect(data<Job>(byAdmin)).toMatchObject({ title: 'Edited by an admin', salary_min: null });
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_type', '=', 'job')
      .where('target_id', '=', created.id)
      .execute();
    expect(audits).toEqual(expect.arrayContaining([{ action: 'job.updated', actor_id: admin.user.id }]));
    expect((await call(t, 'DELETE', `/api/jobs/${created.id}`, admin.token)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/jobs/${created.id}`)).statusCode).toBe(404);
  });
});

describe('applications', () => {
  it('a member applies with a PDF CV, once; the poster reviews; the applicant is notified of each change', async () => {
    const member = await memberWith(t);
    const jobId = await insertJob(t.db, moderator.user.id, t.clock.now());
    const res = await apply(member.token, jobId, { coverNote: '  I love firmware.  ', cv: SAMPLE_PDF, cvName: '../My CV.pdf', cvType: 'text/plain' });
    expect(res.statusCode, res.body).toBe(201);
    expect(envelope(res).message).toBe(JOB_MESSAGES.applied);
    const application = data<JobApplication>(res);
    expect(application).toMatchObject({
      job_id: jobId,
      status: 'submitted',
      cover_note: 'I love firmware.',
      cv_name: 'My CV.pdf',
      cv_bytes: SAMPLE_PDF.length,
    });

    const twice = await apply(member.token, jobId, { coverNote: 'Again', cv: SAMPLE_PDF });
    expect(twice.statusCode).toBe(409);
    expect(envelope(twice).message).toBe(JOB_MESSAGES.alreadyApplied);

    const job = data<Job>(await call(t, 'GET', `/api/jobs/${jobId}`, member.token));
    expect(job.my_application).toEqual({ id: application.id, status: 'submitted' });

    // The CV: the applicant, the poster and admins; nobody else learns it exists.
    for (const who of [member, moderator, admin]) {
      const cv = await call(t, 'GET', application.cv_url, who.token);
      expect(cv.statusCode).toBe(200);
      expect(cv.headers['content-type']).toBe('application/pdf');
      expect(cv.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    }
    const stranger = await memberWith(t, 'moderator');
    expect((await call(t, 'GET', application.cv_url, stranger.token)).statusCode).toBe(404);
    expect((await call(t, 'GET', application.cv_url)).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/jobs/${jobId}/applications`, stranger.token)).statusCode).toBe(403);
    expect((await call(t, 'PATCH', `/api/job-applications/${application.id}`, stranger.token, { status: 'accepted' })).statusCode).toBe(403);
    expect((await call(t, 'PATCH', `/api/job-applications/${application.id}`, member.token, { status: 'accepted' })).statusCode).toBe(403);

    const list = data<JobApplication[]>(await call(t, 'GET', `/api/jobs/${jobId}/applications`, moderator.token));
    expect(list.map((a) => [a.id, a.applicant?.id])).toEqual([[application.id, member.user.id]]);

    const badStatus = await call(t, 'PATCH', `/api/job-applications/${application.id}`, moderator.token, { status: 'hired' });
    expect(badStatus.statusCode).toBe(400);
    expect(envelope(badStatus).message).toBe(JOB_MESSAGES.invalidStatus);
    for (const status of ['reviewing', 'accepted'] as const) {
      const changed = await call(t, 'PATCH', `/api/job-applications/${application.id}`, moderator.token, { status });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(data<JobApplication>(changed).status).toBe(status);
    }
    // Setting the same status again changes nothing and notifies nobody.
    await call(t, 'PATCH', `/api/job-applications/${application.id}`, moderator.token, { status: 'accepted' });
    const notes = await t.db.selectFrom('notifications').select(['type', 'message', 'link']).where('user_id', '=', member.user.id).orderBy('id').execute();
    expect(notes.filter((n) => n.type === 'job_application_status').map((n) => n.message)).toEqual([
      expect.stringContaining('is now reviewing'),
      expect.stringContaining('is now accepted'),
    ]);
    expect(notes.at(-1)?.link).toBe(`/jobs/${jobId}`);

    const mine = data<JobApplication[]>(await call(t, 'GET', '/api/my/job-applications', member.token));
    expect(mine.map((a) => [a.id, a.status])).toEqual([[application.id, 'accepted']]);
    expect((await call(t, 'PATCH', '/api/job-applications/99999999', moderator.token, { status: 'accepted' })).statusCode).toBe(404);
  });

  it('refuses bad applications with a clear message and stores nothing', async () => {
    const member = await memberWith(t);
    const open = await insertJob(t.db, moderator.user.id, t.clock.now());
    const expired = await insertJob(t.db, moderator.user.id, t.clock.now(), { deadlineInHours: -1 });
    const external = await insertJob(t.db, moderator.user.id, t.clock.now(), { applyUrl: 'https://example.org/apply' });
    const before = await countRows(t.db, 'job_applications');
    const files = storedFiles(t).length;
    const cases: [number, Parameters<typeof applicationBody>[0], number, string][] = [
      [open, { cv: SAMPLE_PDF }, 400, JOB_MESSAGES.coverNoteRequired],
      [open, { coverNote: '   ', cv: SAMPLE_PDF }, 400, JOB_MESSAGES.coverNoteRequired],
      [open, { coverNote: 'x'.repeat(5001), cv: SAMPLE_PDF }, 400, JOB_MESSAGES.coverNoteTooLong],
      [open, { coverNote: 'No CV' }, 400, JOB_MESSAGES.cvRequired],
      [open, { coverNote: 'Wrong field', cv: SAMPLE_PDF, cvField: 'file' }, 400, JOB_MESSAGES.cvRequired],
      // An executable named .pdf and declared as a PDF is still not a PDF.
      [open, { coverNote: 'Not a PDF', cv: Buffer.from('MZ\x90\x00 not a pdf'), cvName: 'cv.pdf' }, 400, JOB_MESSAGES.cvNotPdf],
      [open, { coverNote: 'Too big', cv: Buffer.concat([SAMPLE_PDF, Buffer.alloc(5 * 1024 * 1024)]) }, 413, JOB_MESSAGES.cvTooLarge],
      [expired, { coverNote: 'Late', cv: SAMPLE_PDF }, 400, JOB_MESSAGES.deadlinePassed],
      [external, { coverNote: 'Elsewhere', cv: SAMPLE_PDF }, 400, JOB_MESSAGES.applyInApp],
      [99999999, { coverNote: 'Nowhere', cv: SAMPLE_PDF }, 404, JOB_MESSAGES.notFound],
    ];
    for (const [jobId, parts, status, message] of cases) {
      const res = await apply(member.token, jobId, parts);
      expect(res.statusCode, message).toBe(status);
      expect(envelope(res).message).toBe(message);
    }
    const own = await apply(moderator.token, open, { coverNote: 'Mine', cv: SAMPLE_PDF });
    expect(own.statusCode).toBe(400);
    expect(envelope(own).message).toBe(JOB_MESSAGES.ownJob);
    const json = await call(t, 'POST', `/api/jobs/${open}/applications`, member.token, { cover_note: 'JSON' });
    expect(json.statusCode).toBe(415);
    expect((await apply(undefined, open, { coverNote: 'Visitor', cv: SAMPLE_PDF })).statusCode).toBe(401);
    expect(await countRows(t.db, 'job_applications')).toBe(before);
    expect(storedFiles(t).length).toBe(files);
  });

  it('deleting a posting deletes its applications and their CV files', async () => {
    const member = await memberWith(t);
    const jobId = await insertJob(t.db, moderator.user.id, t.clock.now());
    const res = await apply(member.token, jobId, { coverNote: 'Hello', cv: SAMPLE_PDF });
    expect(res.statusCode).toBe(201);
    const files = storedFiles(t).length;
    expect((await call(t, 'DELETE', `/api/jobs/${jobId}`, moderator.token)).statusCode).toBe(200);
    expect(await t.db.selectFrom('job_applications').select('id').where('job_id', '=', jobId).execute()).toEqual([]);
    expect(storedFiles(t).length).toBe(files - 1);
  });
});

describe('saved searches', () => {
  const notificationsOf = (userId: number) =>
    t.db
      .selectFrom('notifications')
      .select(['title', 'message', 'link'])
      .where('user_id', '=', userId)
      .where('type', '=', 'job_saved_search')
      .orderBy('id')
      .execute();

  it('a member saves searches, lists and deletes their own; a new matching posting notifies them once', async () => {
    const seeker = await memberWith(t);
    const other = await memberWith(t);
    const save = (token: string, body: Record<string, unknown>) => call(t, 'POST', '/api/my/job-searches', token, body);
    const remoteInterns = await save(seeker.token, { type: 'internship', remote: true });
    expect(remoteInterns.statusCode, remoteInterns.body).toBe(201);
    expect(envelope(remoteInterns).message).toBe(JOB_MESSAGES.searchSaved);
    expect(data<JobSavedSearch>(remoteInterns)).toMatchObject({ type: 'internship', remote: true, q: null });
    expect((await save(seeker.token, { q: '  RTOS  ' })).statusCode).toBe(201);
    expect((await save(other.token, { type: 'full-time' })).statusCode).toBe(201);
    const mine = data<JobSavedSearch[]>(await call(t, 'GET', '/api/my/job-searches', seeker.token));
    expect(mine.map((s) => [s.type, s.remote, s.q])).toEqual([
      [null, null, 'RTOS'],
      ['internship', true, null],
    ]);

    // Remote internship about RTOS: both of the seeker's searches match, one notification; the other member's does not.
    const job = data<Job>(await call(t, 'POST', '/api/jobs', moderator.token, posting({ title: 'rtos intern', remote: true })));
    expect(await notificationsOf(seeker.user.id)).toEqual([
      { title: 'A new job matches your saved search', message: `"rtos intern" at Acme Embedded is open for applications.`, link: `/jobs/${job.id}` },
    ]);
    expect(await notificationsOf(other.user.id)).toEqual([]);
    // On site, or already expired, or posted by the seeker: no notification.
    await call(t, 'POST', '/api/jobs', moderator.token, posting({ title: 'Board bring-up', remote: false }));
    await call(t, 'POST', '/api/jobs', moderator.token, posting({ title: 'RTOS porting', deadline: inHours(-1) }));
    expect(await notificationsOf(seeker.user.id)).toHaveLength(1);
    const fullTime = await call(t, 'POST', '/api/jobs', moderator.token, posting({ type: 'full-time' }));
    expect(fullTime.statusCode).toBe(201);
    expect(await notificationsOf(other.user.id)).toHaveLength(1);

    // Another member's search is not found for them; their own goes.
    const theirs = (await t.db.selectFrom('job_saved_searches').select('id').where('user_id', '=', other.user.id).executeTakeFirstOrThrow()).id;
    const refused = await call(t, 'DELETE', `/api/my/job-searches/${theirs}`, seeker.token);
    expect(refused.statusCode).toBe(404);
    expect(envelope(refused).message).toBe(JOB_MESSAGES.searchNotFound);
    const deleted = await call(t, 'DELETE', `/api/my/job-searches/${mine[0]!.id}`, seeker.token);
    expect(deleted.statusCode).toBe(200);
    expect(envelope(deleted).message).toBe(JOB_MESSAGES.searchDeleted);
    expect(data<JobSavedSearch[]>(await call(t, 'GET', '/api/my/job-searches', seeker.token))).toHaveLength(1);
    expect((await call(t, 'GET', '/api/my/job-searches', undefined)).statusCode).toBe(401);
  });

  it('simultaneous saves never pass the limit or save one search twice', async () => {
    const member = await memberWith(t);
    const codes = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        call(t, 'POST', '/api/my/job-searches', member.token, { q: i < 4 ? 'same' : `topic ${i}` }).then((r) => r.statusCode),
      ),
    );
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(4);
    const rows = await t.db.selectFrom('job_saved_searches').select('q').where('user_id', '=', member.user.id).execute();
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.q === 'same')).toHaveLength(1);
  });

  it('refuses a duplicate, more than 10, and bad filters with the message, storing nothing', async () => {
    const member = await memberWith(t);
    const save = (body: Record<string, unknown>) => call(t, 'POST', '/api/my/job-searches', member.token, body);
    expect((await save({ q: 'Sensor' })).statusCode).toBe(201);
    const duplicate = await save({ q: 'sensor' });
    expect(duplicate.statusCode).toBe(409);
    expect(envelope(duplicate).message).toBe(JOB_MESSAGES.searchDuplicate);
    for (const [body, message] of [
      [{ type: 'contract' }, JOB_MESSAGES.invalidType],
      [{ remote: 'yes' }, JOB_MESSAGES.invalidRemote],
      [{ q: 'x'.repeat(101) }, 'Search must be at most 100 characters long'],
    ] as const) {
      const res = await save(body);
      expect(res.statusCode, message).toBe(400);
      expect(envelope(res).message).toBe(message);
    }
    for (let i = 1; i < 10; i++) expect((await save({ q: `topic ${i}` })).statusCode).toBe(201);
    const over = await save({ q: 'one too many' });
    expect(over.statusCode).toBe(409);
    expect(envelope(over).message).toBe(JOB_MESSAGES.searchLimit);
    expect((await t.db.selectFrom('job_saved_searches').select('id').where('user_id', '=', member.user.id).execute()).length).toBe(10);
  });
});

describe('account data', () => {
  it("the export holds the member's applications and postings; deletion removes the applications and CVs, postings stay without a poster", async () => {
    const member = await memberWith(t);
    await t.db.insertInto('job_partners').values({ user_id: member.user.id, added_by: admin.user.id, created_at: t.clock.now().toISOString() }).execute();
    const ownJob = data<Job>(await call(t, 'POST', '/api/jobs', member.token, posting({ title: 'Partner job' })));
    const jobId = await insertJob(t.db, moderator.user.id, t.clock.now());
    const application = data<JobApplication>(await apply(member.token, jobId, { coverNote: 'Exported', cv: SAMPLE_PDF }));
    await insertApplication(t.db, t.dataDir, ownJob.id, moderator.user.id, t.clock.now());
    const exported = data<{ sections: Record<string, unknown> }>(await call(t, 'GET', '/api/user/export', member.token));
    expect((exported.sections['job_applications'] as { id: number; cover_note: string }[]).map((a) => [a.id, a.cover_note])).toEqual([
      [application.id, 'Exported'],
    ]);
    const jobs = exported.sections['jobs'] as { postings: { id: number }[]; partner_since: string | null };
    expect(jobs.postings.map((p) => p.id)).toEqual([ownJob.id]);
    expect(jobs.partner_since).not.toBeNull();
    const files = storedFiles(t).length;
    const res = await call(t, 'DELETE', '/api/user/account', member.token, { password: member.password, projects: 'keep' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.selectFrom('job_applications').select('id').where('applicant_id', '=', member.user.id).execute()).toEqual([]);
    expect(storedFiles(t).length).toBe(files - 1);
    const kept = await t.db.selectFrom('jobs').select(['title', 'poster_id']).where('id', '=', ownJob.id).executeTakeFirstOrThrow();
    expect(kept).toEqual({ title: 'Partner job', poster_id: null });
    expect(await t.db.selectFrom('job_partners').select('user_id').where('user_id', '=', member.user.id).execute()).toEqual([]);
  });
});

describe('the demo content', () => {
  it('holds the demo postings by their posters, open, loaded once', async () => {
    const demo = await createTestApp({ seedDemo: true });
    try {
      const rows = await demo.db.selectFrom('jobs').innerJoin('users', 'users.id', 'jobs.poster_id').select(['title', 'username']).orderBy('jobs.id').execute();
      expect(rows).toEqual(SEED_JOBS.map((job) => ({ title: job['title'], username: job.author })));
      const listed = data<Job[]>(await call(demo, 'GET', '/api/jobs'));
      expect(listed).toHaveLength(SEED_JOBS.length);
    } finally {
      await demo.close();
    }
  });
});
