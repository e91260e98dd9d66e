import { emptyDataSchema, envelope, listEnvelope } from '@esdc/core/api';
import { CHALLENGE_MESSAGES, CHALLENGE_VISIBILITIES } from '@esdc/core/challenge';
import {
  adminChallengeListItemSchema,
  adminChallengeSchema,
  challengeCreateSchema,
  challengeListEnvelopeSchema,
  challengeListQuerySchema,
  challengeSchema,
  challengeUpdateSchema,
  submissionResultSchema,
  submissionSchema,
} from '@esdc/core/challenge-schemas';
import { idParamsSchema } from '@esdc/core/input';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { ok, okPage, okPageOf } from '../../lib/envelope.ts';
import { createChallenge, deleteChallenge, getAdminChallenge, listAdminChallenges, updateChallenge } from './admin-challenge-service.ts';
import { getChallenge, listChallenges } from './challenge-service.ts';
import { submitAnswer } from './submission-service.ts';

const idParams = idParamsSchema('challenge');
const adminListQuery = challengeListQuerySchema.omit({ status: true }).extend({
  visibility: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(CHALLENGE_VISIBILITIES, { error: 'Invalid challenge visibility' }).optional(),
  ),
});

/** The signed-in user's id (the route's hook has already required a session). */
function userIdOf(request: FastifyRequest): number {
  if (!request.user) throw unauthorized();
  return request.user.id;
}

/** How an answer is checked and counted (the submission route's description in /api/docs). */
const SUBMISSION_RULES = [
  "A first correct answer adds the challenge's points through the points ledger (source `challenge`, reason 'Solved challenge: <title>') and 1 to the member's completed challenges; " +
    'later correct answers answer `already_solved: true`, `points_awarded: 0`. A solve is worth the points the challenge had when it was solved.',
  "Message: 'Correct! You earned N points.' | 'Correct, but you have already solved this challenge.' | 'Incorrect answer. Try again.' (a wrong answer is a 201 too).",
  '**Answer check.** The answer is normalised (Unicode NFKC, trimmed, lower case, runs of whitespace as one space: `  0X3F ` equals `0x3f`) and compared in constant time ' +
    "with the stored salted hash of the expected answer; failing that, the whole normalised answer may match the challenge's `answer_pattern` (as `^(?:pattern)$`, " +
    'case insensitive, RE2: linear time whatever the pattern).',
  "**Exactly once.** The member's row is locked first, so concurrent submissions of one member queue; the solve is a unique row, so identical correct answers sent at once add the points once.",
  '**Recorded.** Every accepted submission is recorded (a wrong one with its normalised answer, a correct one without it); refused requests (400, 401, 403, 404, 429) record nothing.',
  "Errors: 400 'Answer is required', 'Answer must be at most 200 characters long'; 401 signed out (or a suspended or inactive account's token); " +
    "403 'Only active users may take part in challenges' (e.g. pending accounts); 404 'Challenge not found' (missing or hidden); " +
    '429 beyond CHALLENGE_SUBMISSIONS_PER_MINUTE (default 10) answers per member per minute over all challenges, counted after authentication and validation, with `retry-after`.',
].join('\n\n');

/** What an `answer_pattern` may be (the admin create and update descriptions in /api/docs). */
const ANSWER_PATTERN_RULES =
  '`answer_pattern` (optional, at most 200 characters) must be a valid JavaScript regular expression (flag `u`) **and** compile on RE2, checked when the challenge is saved, ' +
  'so every stored pattern is checked in linear time: groups, alternation, classes (`[a-f]`, `\\d`, `\\w`, `\\s`, `\\p{L}`), `.`, `\\b`, quantifiers (also lazy) work. ' +
  "Refused with 400 and `details: [{ path: 'answer_pattern', message }]`: backreferences, lookahead, lookbehind, `\\u` escapes and repeat counts above 1000 " +
  "('Answer pattern is not supported: ' + RE2's reason); a pattern over 1000 RE2 instructions ('Answer pattern is too complex'); not a regular expression " +
  "('Answer pattern is not a valid regular expression'). Answers are normalised before matching (lower case, single spaces).";

/** Who may manage challenges (every admin route's description). */
const ADMINS_ONLY =
  'Active admins only (`challenge:manage`): 401 signed out, 403 otherwise. The answer, its hash and its salt are never in an answer or in the audit log.';

/**
 * Challenges (SPEC §2 Challenges; the contract: /api/docs): the public list and
 * detail, answering (active members, rate limited per member), and the admin panel's Challenges tab.
 */
export async function challengeRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = { onRequest: app.requirePermission('challenge:manage') };
  /** 401 signed out; 403 with the SPEC §4 words for pending, inactive and suspended accounts. */
  const requireParticipant = app.requirePermission('challenge:submit', CHALLENGE_MESSAGES.inactive);

  r.get(
    '/api/challenges',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['challenges'],
        summary: 'Challenges the viewer may see, with solved marks',
        description:
          "Signed out: 'public' challenges; signed in: 'members' ones too; 'hidden' ones never (admin API only). `q` searches title and description (case-insensitive); " +
          "`category`, `difficulty` ('' or 'all': any); `status` all | solved | unsolved (signed out, 'solved' is empty). Ordered by points, then id; with status=solved, " +
          "by when the viewer solved them, newest first. 400 'Invalid status filter', 'Invalid challenge category', 'Invalid challenge difficulty'.",
        querystring: challengeListQuerySchema,
        response: { 200: challengeListEnvelopeSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const viewer = request.user ? { id: request.user.id } : null;
      const page = await listChallenges(ctx.db, viewer, q);
      return okPage(page.items, { total: page.total, limit: q.limit, offset: q.offset, solved: page.solved });
    },
  );

  r.get(
    '/api/challenges/:id',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['challenges'],
        summary: 'One challenge',
        description:
          "404 'Challenge not found' when missing or hidden (to admins too: they use the admin API); 401 'Please sign in to view this challenge' for a 'members' challenge signed out.",
        params: idParams,
        response: { 200: envelope(challengeSchema) },
      },
    },
    async (request) => ok(await getChallenge(ctx.db, request.params.id, request.user ? { id: request.user.id } : null)),
  );

  r.post(
    '/api/challenges/:id/submissions',
    {
      onRequest: requireParticipant,
      // Counted per member after authentication (the preHandler runs after onRequest and validation).
      config: {
        rateLimit: {
          max: ctx.config.CHALLENGE_SUBMISSIONS_PER_MINUTE,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `challenge-submit:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['challenges'],
        summary: 'Answer a challenge (active members; rate limited)',
        description: SUBMISSION_RULES,
        params: idParams,
        body: submissionSchema,
        response: { 201: envelope(submissionResultSchema) },
      },
    },
    async (request, reply) => {
      const { result, message } = await submitAnswer(ctx.database, {
        challengeId: request.params.id,
        userId: userIdOf(request),
        answer: request.body.answer,
        now: ctx.clock(),
      });
      return reply.status(201).send(ok(result, { message }));
    },
  );

  r.get(
    '/api/admin/challenges',
    {
      ...manage,
      schema: {
        tags: ['admin'],
        summary: 'All challenges, newest first, with solve and submission counts',
        description: `${ADMINS_ONLY} Every visibility; \`q\`, \`category\`, \`difficulty\`, \`visibility\` ('' or 'all': any) filter as in the public list.`,
        querystring: adminListQuery,
        response: { 200: listEnvelope(adminChallengeListItemSchema) },
      },
    },
    async (request) => okPageOf(await listAdminChallenges(ctx.db, userIdOf(request), request.query), request.query),
  );

  r.get(
    '/api/admin/challenges/:id',
    {
      ...manage,
      schema: {
        tags: ['admin'],
        summary: 'One challenge, whatever its visibility',
        description: `${ADMINS_ONLY} 404 'Challenge not found'.`,
        params: idParams,
        response: { 200: envelope(adminChallengeSchema) },
      },
    },
    async (request) => ok(await getAdminChallenge(ctx.db, userIdOf(request), request.params.id)),
  );

  r.post(
    '/api/admin/challenges',
    {
      ...manage,
      schema: {
        tags: ['admin'],
        summary: 'Create a challenge',
        description:
          `${ADMINS_ONLY} The expected answer is stored only as a salted hash of its normalised form (16 random bytes of salt). Message 'Challenge created successfully'; ` +
          "audit `challenge.created` (title, category, difficulty, points, visibility). 400 with the schema's messages and `details: [{ path, message }]` " +
          "('Challenge title is required', 'Points must be between 1 and 1000', 'Invalid challenge category', 'Answer is required', 'At most 5 hints', …); nothing changes.\n\n" +
          ANSWER_PATTERN_RULES,
        body: challengeCreateSchema,
        response: { 201: envelope(adminChallengeSchema) },
      },
    },
    async (request, reply) => {
      const challenge = await createChallenge(ctx.db, userIdOf(request), request.body, ctx.clock());
      return reply.status(201).send(ok(challenge, { message: 'Challenge created successfully' }));
    },
  );

  r.put(
    '/api/admin/challenges/:id',
    {
      ...manage,
      schema: {
        tags: ['admin'],
        summary: 'Update a challenge',
        description:
          `${ADMINS_ONLY} Any subset of the fields; an omitted or empty \`answer\` keeps the stored one (a new one gets a new salt); \`answer_pattern\` null or '' removes the pattern. ` +
          "Points already awarded stay. Message 'Challenge updated successfully'; audit `challenge.updated` (title and the names of the fields sent). 404 'Challenge not found'; 400 as for create.\n\n" +
          ANSWER_PATTERN_RULES,
        params: idParams,
        body: challengeUpdateSchema,
        response: { 200: envelope(adminChallengeSchema) },
      },
    },
    async (request) =>
      ok(await updateChallenge(ctx.db, userIdOf(request), request.params.id, request.body, ctx.clock()), { message: 'Challenge updated successfully' }),
  );

  r.delete(
    '/api/admin/challenges/:id',
    {
      ...manage,
      schema: {
        tags: ['admin'],
        summary: 'Delete a challenge with its submissions and solves (points earned stay)',
        description:
          `${ADMINS_ONLY} The points and completed challenges members earned from it stay: the ledger is history (its rows keep the reason 'Solved challenge: <title>'); ` +
          "to retire a challenge without touching its history, set it to 'hidden'. Message 'Challenge deleted successfully'; audit `challenge.deleted` (title, solve_count, " +
          "submission_count). 404 'Challenge not found'.",
        params: idParams,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await deleteChallenge(ctx.db, userIdOf(request), request.params.id, ctx.clock());
      return ok(null, { message: 'Challenge deleted successfully' });
    },
  );
}
