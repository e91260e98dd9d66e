import { ACTIVE, ADMIN, PUBLIC, RESOURCE_MANAGERS, memberOf, other, t, type AuthorizationCases, type Role } from '../../test/authorization-matrix-kit.ts';
import { applicationBody, insertApplication, insertJob, SAMPLE_PDF } from './job-fixtures.ts';

/**
 * Who may call the jobs routes (SPEC §2 Jobs), for the authorization matrix (apps/server/src/authorization-matrix.test.ts):
 * everyone reads postings; admins and moderators post (and the job partners an admin appoints); the poster or an admin
 * edits, deletes and reviews applications; active members apply, list their own applications and keep their own saved
 * searches; admins manage the partners.
 */

const now = () => t.clock.now();
const ownerOf = (role: Role) => memberOf(role)?.user.id ?? other.user.id;
const job = (posterId: number) => insertJob(t.db, posterId, now());
const application = async (posterId: number, applicantId = other.user.id) => insertApplication(t.db, t.dataDir, await job(posterId), applicantId, now());
let searches = 0;
const savedSearch = async (userId: number) =>
  (
    await t.db
      .insertInto('job_saved_searches')
      .values({ user_id: userId, type: null, remote: null, q: `matrix ${++searches}`, created_at: now().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const posting = {
  title: 'Matrix job',
  company: 'Matrix Co',
  location: 'Remote',
  remote: true,
  type: 'internship',
  deadline: '2099-01-01T00:00:00Z',
  description: 'Posted for the authorization matrix.',
};

export const authorizationCases: AuthorizationCases = {
  'GET /api/jobs': { expect: PUBLIC, send: () => ({ url: '/api/jobs?limit=5' }) },
  'POST /api/jobs': { expect: RESOURCE_MANAGERS(201), send: () => ({ url: '/api/jobs', payload: posting }) },
  'GET /api/jobs/:id': { expect: PUBLIC, send: async () => ({ url: `/api/jobs/${await job(other.user.id)}` }) },
  'PUT /api/jobs/:id': [
    { label: "one's own", expect: ACTIVE(200), send: async (role) => ({ url: `/api/jobs/${await job(ownerOf(role))}`, payload: posting }) },
    { label: "someone else's", expect: ADMIN(200), send: async () => ({ url: `/api/jobs/${await job(other.user.id)}`, payload: posting }) },
  ],
  'DELETE /api/jobs/:id': [
    { label: "one's own", expect: ACTIVE(200), send: async (role) => ({ url: `/api/jobs/${await job(ownerOf(role))}` }) },
    { label: "someone else's", expect: ADMIN(200), send: async () => ({ url: `/api/jobs/${await job(other.user.id)}` }) },
  ],
  'POST /api/jobs/:id/applications': {
    expect: ACTIVE(201),
    send: async () => ({ url: `/api/jobs/${await job(other.user.id)}/applications`, multipart: applicationBody({ coverNote: 'Matrix note', cv: SAMPLE_PDF }) }),
  },
  'GET /api/jobs/:id/applications': [
    { label: "one's own", expect: ACTIVE(200), send: async (role) => ({ url: `/api/jobs/${await job(ownerOf(role))}/applications` }) },
    { label: "someone else's", expect: ADMIN(200), send: async () => ({ url: `/api/jobs/${await job(other.user.id)}/applications` }) },
  ],
  'PATCH /api/job-applications/:id': [
    {
      label: 'to a posting of their own',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/job-applications/${await application(ownerOf(role))}`, payload: { status: 'reviewing' } }),
    },
    {
      label: "to someone else's posting",
      expect: ADMIN(200),
      send: async () => ({ url: `/api/job-applications/${await application(other.user.id)}`, payload: { status: 'reviewing' } }),
    },
  ],
  'GET /api/job-applications/:id/cv': [
    {
      label: 'to a posting of their own',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/job-applications/${await application(ownerOf(role))}/cv` }),
    },
    {
      label: "someone else's, to someone else's posting",
      expect: { anonymous: 401, user: 404, moderator: 404, pendingAdmin: 403, suspendedAdmin: 401, admin: 200 },
      send: async () => ({ url: `/api/job-applications/${await application(other.user.id)}/cv` }),
    },
  ],
  'GET /api/my/job-applications': { expect: ACTIVE(200), send: () => ({ url: '/api/my/job-applications' }) },
  'GET /api/my/job-searches': { expect: ACTIVE(200), send: () => ({ url: '/api/my/job-searches' }) },
  'POST /api/my/job-searches': { expect: ACTIVE(201), send: () => ({ url: '/api/my/job-searches', payload: { q: `matrix ${++searches}` } }) },
  'DELETE /api/my/job-searches/:id': [
    { label: "one's own", expect: ACTIVE(200), send: async (role) => ({ url: `/api/my/job-searches/${await savedSearch(ownerOf(role))}` }) },
    {
      label: "someone else's",
      expect: { anonymous: 401, user: 404, moderator: 404, pendingAdmin: 403, suspendedAdmin: 401, admin: 404 },
      send: async () => ({ url: `/api/my/job-searches/${await savedSearch(other.user.id)}` }),
    },
  ],
  'GET /api/admin/jobs/partners': { expect: ADMIN(200), send: () => ({ url: '/api/admin/jobs/partners' }) },
  'PUT /api/admin/jobs/partners/:id': { expect: ADMIN(200), send: () => ({ url: `/api/admin/jobs/partners/${other.user.id}` }) },
  'DELETE /api/admin/jobs/partners/:id': {
    expect: ADMIN(200),
    send: async () => {
      await t.db
        .insertInto('job_partners')
        .values({ user_id: other.user.id, added_by: null, created_at: now().toISOString() })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      return { url: `/api/admin/jobs/partners/${other.user.id}` };
    },
  },
};
