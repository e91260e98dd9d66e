import { envelope } from '@esdc/core/api';
import { FORUM_BODY_MAX, FORUM_MESSAGES, FORUM_PAGE_MAX, FORUM_POSTS_PER_MINUTE, FORUM_POST_PAGE_SIZE, FORUM_THREAD_PAGE_SIZE } from '@esdc/core/forum';
import {
  forumCategoryCreateSchema,
  forumCategoryEnvelopeSchema,
  forumCategoryListEnvelopeSchema,
  forumCategoryUpdateSchema,
  forumPostEditListEnvelopeSchema,
  forumPostEnvelopeSchema,
  forumPostInputSchema,
  forumPostListQuerySchema,
  forumPostPageSchema,
  forumReportCreateSchema,
  forumReportPageSchema,
  forumThreadCreateSchema,
  forumThreadEnvelopeSchema,
  forumThreadListQuerySchema,
  forumThreadMergeSchema,
  forumThreadMoveSchema,
  forumThreadPageSchema,
} from '@esdc/core/forum-schemas';
import { idParamsSchema, pageQueryShape } from '@esdc/core/input';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ok, okPageOf } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { consumeOrRejection, retryAfterSeconds, tooManyRequests } from '../../plugins/rate-limiters.ts';
import { createCategory, listCategories, updateCategory } from './category-service.ts';
import { getThread, listReplies, listThreads, recordVisit } from './forum-reads.ts';
import { listOpenReports, mergeThread, moveThread, reportPost, setHidden, setThreadFlag, type ThreadFlagChange } from './moderation-service.ts';
import { createThread, deletePost, deleteThread, editPost, listPostEdits, replyToThread, setAnswer, setLike } from './post-service.ts';
import { setSubscription } from './subscription-service.ts';

const categoryParams = idParamsSchema('category');
const threadParams = idParamsSchema('thread');
const postParams = idParamsSchema('post');
const idEnvelope = envelope(z.object({ id: z.number().int() }));
const subscriptionEnvelope = envelope(z.object({ subscribed: z.boolean() }));
const reportQuerySchema = z.object({ ...pageQueryShape({ defaultLimit: FORUM_THREAD_PAGE_SIZE, maxLimit: FORUM_PAGE_MAX }) });

const POSTERS = `Active members ('forum:post'): 401 signed out (a suspended member's token too), 403 '${FORUM_MESSAGES.notActive}'.`;
const MODERATORS = "Moderators and admins ('forum:moderate'); recorded in the audit log.";
const BODY = `\`body\`: markdown, at most ${FORUM_BODY_MAX} characters, rendered and sanitised like blog posts; 400 'Body is required'.`;
const LIMIT = `429 '${FORUM_MESSAGES.rateLimited}' beyond ${FORUM_POSTS_PER_MINUTE} threads and replies a minute, with Retry-After.`;

/**
 * The forum (docs/requirements.md §2 Forum; SPEC §7 Forum): categories, threads, replies, likes, the Q&A answer,
 * subscriptions, reports and moderation. Every rule is enforced by the services; these routes validate, check the
 * permission and the rate limit, and shape the answers.
 */
export async function forumRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const members = { onRequest: app.requirePermission('forum:post', FORUM_MESSAGES.notActive) };
  const moderators = { onRequest: app.requirePermission('forum:moderate') };
  const categoryAdmins = { onRequest: app.requirePermission('forum:manage-categories') };
  const readers = { config: { session: 'optional' as const } };
  // One budget per member for threads and replies together, in Redis when several instances share it.
  const postLimiter = ctx.makeLimiter('forum-posts', FORUM_POSTS_PER_MINUTE, 60);

  async function limitPosts(memberId: number, reply: FastifyReply): Promise<void> {
    const rejection = await consumeOrRejection(postLimiter, String(memberId));
    if (rejection) throw tooManyRequests(retryAfterSeconds(rejection), { reply, what: 'forum-posts' });
  }

  r.get(
    '/api/forum/categories',
    {
      ...readers,
      schema: {
        tags: ['forum'],
        summary: 'The forum categories',
        description:
          'Public. In order (`position`), each with its thread and post counts and last activity over the posts the reader may see. ' +
          "Admins ('forum:manage-categories') also get the archived ones, listed last.",
        response: { 200: forumCategoryListEnvelopeSchema },
      },
    },
    async (request) => ok(await listCategories(ctx.db, request.user ?? null)),
  );

  r.post(
    '/api/forum/categories',
    {
      ...categoryAdmins,
      schema: {
        tags: ['forum'],
        summary: 'Add a forum category',
        description: `Admins ('forum:manage-categories'). Added last; recorded in the audit log. 409 '${FORUM_MESSAGES.categoryNameTaken}' whatever the case.`,
        body: forumCategoryCreateSchema,
        response: { 201: forumCategoryEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createCategory(ctx.database, userOf(request), request.body, ctx.clock()), { message: 'Category created' })),
  );

  r.put(
    '/api/forum/categories/:id',
    {
      ...categoryAdmins,
      schema: {
        tags: ['forum'],
        summary: 'Rename, describe, reorder, mark Q&A, archive or restore a forum category',
        description:
          `Admins ('forum:manage-categories'). Fields left out keep their value; \`position\` is the 0-based place in the list (the others shift). ` +
          `Recorded in the audit log. 404 '${FORUM_MESSAGES.categoryNotFound}'; 409 '${FORUM_MESSAGES.categoryNameTaken}'.`,
        params: categoryParams,
        body: forumCategoryUpdateSchema,
        response: { 200: forumCategoryEnvelopeSchema },
      },
    },
    async (request) => ok(await updateCategory(ctx.database, userOf(request), request.params.id, request.body, ctx.clock()), { message: 'Category saved' }),
  );

  r.get(
    '/api/forum/threads',
    {
      ...readers,
      schema: {
        tags: ['forum'],
        summary: 'A page of forum threads',
        description:
          "Public. `category_id` (all categories when absent); `sort` 'latest' (last activity; pinned first within a category, the default), 'top' (likes of the " +
          "opening post) or 'unanswered' (no replies); `solved` true/false; `link_kind` and `link_id` (a page's discussions); `q` searches titles. " +
          `\`limit\` default ${FORUM_THREAD_PAGE_SIZE}, at most ${FORUM_PAGE_MAX}. Hidden posts are never counted, and a thread whose opening post is hidden is listed to moderators only. ` +
          '`unread`/`new_posts` for signed-in members, null for visitors.',
        querystring: forumThreadListQuerySchema,
        response: { 200: forumThreadPageSchema },
      },
    },
    async (request) => okPageOf(await listThreads(ctx.db, request.query, request.user ?? null), request.query),
  );

  r.post(
    '/api/forum/threads',
    {
      ...members,
      schema: {
        tags: ['forum'],
        summary: 'Start a discussion',
        description:
          `${POSTERS} A \`category_id\`, a \`title\` and a ${BODY} Optionally a \`link\` to a project, course, challenge, event or team the author may see ` +
          `(404 '${FORUM_MESSAGES.linkNotFound}'). The author is subscribed; mentioned active members are notified ('forum_mention'). ` +
          `404 '${FORUM_MESSAGES.categoryNotFound}'; 403 '${FORUM_MESSAGES.categoryArchived}'. ${LIMIT}`,
        body: forumThreadCreateSchema,
        response: { 201: forumThreadEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const member = userOf(request);
      await limitPosts(member.id, reply);
      const thread = await createThread(ctx.database, member, request.body, ctx.clock());
      return reply.status(201).send(ok(thread, { message: FORUM_MESSAGES.threadCreated }));
    },
  );

  r.get(
    '/api/forum/threads/:id',
    {
      ...readers,
      schema: {
        tags: ['forum'],
        summary: "A forum thread's page",
        description:
          "Public. The thread, its opening post and, in a Q&A thread, the marked answer; `subscribed` for signed-in members. A signed-in reader's visit is recorded " +
          `(the 'New' markers; the answer shows them as before the visit). 404 '${FORUM_MESSAGES.threadNotFound}' (also for a thread whose opening post is hidden, to all but moderators).`,
        params: threadParams,
        response: { 200: forumThreadEnvelopeSchema },
      },
    },
    async (request) => {
      const viewer = request.user ?? null;
      const thread = await getThread(ctx.db, request.params.id, viewer);
      if (viewer) await recordVisit(ctx.db, thread.id, viewer.id, ctx.clock());
      return ok(thread);
    },
  );

  r.delete(
    '/api/forum/threads/:id',
    {
      ...members,
      schema: {
        tags: ['forum'],
        summary: 'Delete a thread',
        description: `Its author, or a moderator or admin any (then recorded in the audit log): 403 '${FORUM_MESSAGES.mayNotDelete}'. Every post goes with it. 404 '${FORUM_MESSAGES.threadNotFound}'.`,
        params: threadParams,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      await deleteThread(ctx.database, userOf(request), request.params.id, ctx.clock());
      return ok({ id: request.params.id }, { message: 'Thread deleted' });
    },
  );

  r.get(
    '/api/forum/threads/:id/posts',
    {
      ...readers,
      schema: {
        tags: ['forum'],
        summary: "A page of a thread's replies, oldest first",
        description: `Public. The replies only (the opening post is on the thread's page); hidden ones to moderators only. \`limit\` default ${FORUM_POST_PAGE_SIZE}, at most ${FORUM_PAGE_MAX}. 404 '${FORUM_MESSAGES.threadNotFound}'.`,
        params: threadParams,
        querystring: forumPostListQuerySchema,
        response: { 200: forumPostPageSchema },
      },
    },
    async (request) => okPageOf(await listReplies(ctx.db, request.params.id, request.query, request.user ?? null), request.query),
  );

  r.get(
    '/api/forum/posts/:id/edits',
    {
      ...readers,
      schema: {
        tags: ['forum'],
        summary: "A post's edit history, newest first",
        description: `Public, for whoever may see the post: each earlier body with who edited it and when. 404 '${FORUM_MESSAGES.postNotFound}' (also for a post hidden from the reader).`,
        params: postParams,
        response: { 200: forumPostEditListEnvelopeSchema },
      },
    },
    async (request) => ok(await listPostEdits(ctx.db, request.params.id, request.user ?? null)),
  );

  r.post(
    '/api/forum/threads/:id/posts',
    {
      ...members,
      schema: {
        tags: ['forum'],
        summary: 'Reply to a thread',
        description:
          `${POSTERS} ${BODY} Subscribes the replier; notifies the other subscribers ('forum_reply') and the mentioned active members ('forum_mention'). ` +
          `403 '${FORUM_MESSAGES.locked}'; 403 '${FORUM_MESSAGES.categoryArchived}'; 404 '${FORUM_MESSAGES.threadNotFound}'. ${LIMIT}`,
        params: threadParams,
        body: forumPostInputSchema,
        response: { 201: forumPostEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const member = userOf(request);
      await limitPosts(member.id, reply);
      const post = await replyToThread(ctx.database, member, request.params.id, request.body.body, ctx.clock());
      return reply.status(201).send(ok(post, { message: FORUM_MESSAGES.replyPosted }));
    },
  );

  r.put(
    '/api/forum/posts/:id',
    {
      ...members,
      schema: {
        tags: ['forum'],
        summary: 'Edit one of your posts',
        description: `Its author only: 403 '${FORUM_MESSAGES.notYourPost}'. ${BODY} The previous text is kept; \`edit_count\` grows. 404 '${FORUM_MESSAGES.postNotFound}'.`,
        params: postParams,
        body: forumPostInputSchema,
        response: { 200: forumPostEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await editPost(ctx.database, userOf(request), request.params.id, request.body.body, ctx.clock()), { message: FORUM_MESSAGES.postUpdated }),
  );

  r.delete(
    '/api/forum/posts/:id',
    {
      ...members,
      schema: {
        tags: ['forum'],
        summary: 'Delete a reply',
        description:
          `Its author, or a moderator or admin any (then recorded in the audit log): 403 '${FORUM_MESSAGES.mayNotDelete}'. ` +
          `409 '${FORUM_MESSAGES.openingPostDelete}'; 404 '${FORUM_MESSAGES.postNotFound}'.`,
        params: postParams,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      await deletePost(ctx.database, userOf(request), request.params.id, ctx.clock());
      return ok({ id: request.params.id }, { message: FORUM_MESSAGES.postDeleted });
    },
  );

  for (const on of [true, false]) {
    const route = on ? r.post.bind(r) : r.delete.bind(r);
    route(
      '/api/forum/posts/:id/like',
      {
        ...members,
        schema: {
          tags: ['forum'],
          summary: on ? 'Like a post' : 'Take back your like of a post',
          description: `${POSTERS} Idempotent. 403 '${FORUM_MESSAGES.ownPostLike}'; 404 '${FORUM_MESSAGES.postNotFound}'.`,
          params: postParams,
          response: { 200: forumPostEnvelopeSchema },
        },
      },
      async (request) => ok(await setLike(ctx.database, userOf(request), request.params.id, on, ctx.clock())),
    );

    route(
      '/api/forum/posts/:id/accept',
      {
        ...members,
        schema: {
          tags: ['forum'],
          summary: on ? "Mark a reply as the thread's answer" : 'Clear the marked answer',
          description:
            `The thread's asker, or a moderator or admin: 403 '${FORUM_MESSAGES.mayNotAccept}'. 400 '${FORUM_MESSAGES.notQa}'` +
            (on
              ? `, '${FORUM_MESSAGES.openingPostAnswer}', '${FORUM_MESSAGES.hiddenAnswer}'. Another mark replaces it.`
              : '. Clearing a reply that is not the answer changes nothing.') +
            ` 404 '${FORUM_MESSAGES.postNotFound}'.`,
          params: postParams,
          response: { 200: forumPostEnvelopeSchema },
        },
      },
      async (request) => ok(await setAnswer(ctx.database, userOf(request), request.params.id, on), on ? { message: FORUM_MESSAGES.answerMarked } : {}),
    );

    route(
      '/api/forum/threads/:id/subscription',
      {
        ...members,
        schema: {
          tags: ['forum'],
          summary: on ? 'Subscribe to a thread' : 'Unsubscribe from a thread',
          description: `${POSTERS} Idempotent. 404 '${FORUM_MESSAGES.threadNotFound}'.`,
          params: threadParams,
          response: { 200: subscriptionEnvelope },
        },
      },
      async (request) => {
        const subscribed = await setSubscription(ctx.db, request.params.id, userOf(request), on, ctx.clock());
        return ok({ subscribed }, { message: on ? FORUM_MESSAGES.subscribed : FORUM_MESSAGES.unsubscribed });
      },
    );
  }

  r.post(
    '/api/forum/posts/:id/report',
    {
      ...members,
      schema: {
        tags: ['forum'],
        summary: 'Report a post to the moderators',
        description: `${POSTERS} A \`reason\`; once per post: 409 '${FORUM_MESSAGES.alreadyReported}'; 403 '${FORUM_MESSAGES.ownPostReport}'; 404 '${FORUM_MESSAGES.postNotFound}'.`,
        params: postParams,
        body: forumReportCreateSchema,
        response: { 201: idEnvelope },
      },
    },
    async (request, reply) => {
      const id = await reportPost(ctx.database, userOf(request), request.params.id, request.body.reason, ctx.clock());
      return reply.status(201).send(ok({ id }, { message: FORUM_MESSAGES.reported }));
    },
  );

  for (const hide of [true, false]) {
    r.post(
      hide ? '/api/forum/posts/:id/hide' : '/api/forum/posts/:id/restore',
      {
        ...moderators,
        schema: {
          tags: ['forum'],
          summary: hide ? 'Hide a post' : 'Restore a hidden post',
          description: `${MODERATORS} Resolves the post's open reports. ${hide ? 'A hidden opening post hides its thread; a hidden answer is unmarked. ' : ''}404 '${FORUM_MESSAGES.postNotFound}'.`,
          params: postParams,
          response: { 200: forumPostEnvelopeSchema },
        },
      },
      async (request) =>
        ok(await setHidden(ctx.database, userOf(request), request.params.id, hide, ctx.clock()), { message: hide ? 'Post hidden' : 'Post restored' }),
    );
  }

  r.get(
    '/api/forum/reports',
    {
      ...moderators,
      schema: {
        tags: ['forum'],
        summary: 'The open reports',
        description: "Moderators and admins ('forum:moderate'). Newest first, each with the post it is about.",
        querystring: reportQuerySchema,
        response: { 200: forumReportPageSchema },
      },
    },
    async (request) => okPageOf(await listOpenReports(ctx.db, request.query), request.query),
  );

  const FLAG_SUMMARIES: Record<ThreadFlagChange, string> = { lock: 'Lock a thread', unlock: 'Unlock a thread', pin: 'Pin a thread', unpin: 'Unpin a thread' };
  for (const change of ['lock', 'unlock', 'pin', 'unpin'] as const) {
    r.post(
      `/api/forum/threads/:id/${change}`,
      {
        ...moderators,
        schema: {
          tags: ['forum'],
          summary: FLAG_SUMMARIES[change],
          description: `${MODERATORS} ${change === 'lock' ? `A locked thread takes no replies ('${FORUM_MESSAGES.locked}'). ` : ''}404 '${FORUM_MESSAGES.threadNotFound}'.`,
          params: threadParams,
          response: { 200: forumThreadEnvelopeSchema },
        },
      },
      async (request) => ok(await setThreadFlag(ctx.database, userOf(request), request.params.id, change, ctx.clock())),
    );
  }

  r.post(
    '/api/forum/threads/:id/move',
    {
      ...moderators,
      schema: {
        tags: ['forum'],
        summary: 'Move a thread to another category',
        description: `${MODERATORS} 404 '${FORUM_MESSAGES.threadNotFound}', '${FORUM_MESSAGES.categoryNotFound}'.`,
        params: threadParams,
        body: forumThreadMoveSchema,
        response: { 200: forumThreadEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await moveThread(ctx.database, userOf(request), request.params.id, request.body.category_id, ctx.clock()), { message: 'Thread moved' }),
  );

  r.post(
    '/api/forum/threads/:id/merge',
    {
      ...moderators,
      schema: {
        tags: ['forum'],
        summary: 'Merge a thread into another',
        description:
          `${MODERATORS} Every post moves into \`into_thread_id\` (replies read in time order; likes and reports stay with their posts) and this thread is deleted. ` +
          `Answers the target thread. 400 '${FORUM_MESSAGES.mergeIntoItself}'; 404 '${FORUM_MESSAGES.threadNotFound}'.`,
        params: threadParams,
        body: forumThreadMergeSchema,
        response: { 200: forumThreadEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await mergeThread(ctx.database, userOf(request), request.params.id, request.body.into_thread_id, ctx.clock()), { message: 'Threads merged' }),
  );
}
