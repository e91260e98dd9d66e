import { emptyDataSchema, envelope, listEnvelope } from '@esdc/core/api';
import { BLOG_MESSAGES } from '@esdc/core/blog';
import {
  blogAccessSchema,
  blogLikeResultSchema,
  blogListQuerySchema,
  blogPostCreateSchema,
  blogPostSchema,
  blogPostSummarySchema,
  blogPostUpdateSchema,
  blogSlugParamsSchema,
  blogViewCountSchema,
  blogWriterSchema,
  blogWritersQuerySchema,
} from '@esdc/core/blog-schemas';
import { idParamsSchema } from '@esdc/core/input';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, okPage, okPageOf } from '../../lib/envelope.ts';
import { VIEW_COUNTS_PER_MINUTE, viewCountRateLimit, viewerKey } from '../../lib/view-counting.ts';
import { createBlogCache } from './blog-cache.ts';
import {
  addWriter,
  blogAccess,
  countPostView,
  createPost,
  deletePost,
  getPostBySlug,
  listPosts,
  listWriters,
  removeWriter,
  setPostLike,
  setPublished,
  updatePost,
} from './blog-service.ts';
import { userOf } from '../../plugins/auth.ts';
import { notModified, sendCached } from '../../lib/cached-reply.ts';

const idParams = idParamsSchema('post');

const EDITORS =
  "The post's author, a moderator or an admin: 401 signed out, 403 'Only the author, a moderator or an admin may edit this post'; " +
  "404 'Post not found' (also a draft the caller may not see).";

/**
 * The blog (SPEC §2 Blog, §3 Blog post; the contract: /api/docs): the public list and posts, writing,
 * editing and publishing (admins, moderators and the writers an admin appoints; the author and editors edit), likes,
 * views and the admin's list of writers.
 */
export async function blogRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };
  const cache = createBlogCache(ctx.database.writes);
  app.addHook('onClose', async () => cache.stop());

  r.get(
    '/api/blog/posts',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['blog'],
        summary: 'Blog posts the viewer may see',
        description:
          "Newest publication first. `q` searches title and excerpt (case-insensitive); `category` ('Invalid post category'); `tag`; `author` (member id); " +
          "`status` published (default), draft or all: drafts only the viewer's own, every draft for moderators and admins. Paged (`limit` ≤ 50). " +
          'Published-only lists (the same for every viewer) are a shared cached copy with an ETag (304 to a matching If-None-Match): ' +
          "a write here shows at once, another instance's within 10 s; `views` may lag by up to 10 s.",
        querystring: blogListQuerySchema,
        response: { 200: listEnvelope(blogPostSummarySchema), 304: notModified },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.status === 'published') {
        const entry = await cache.read(
          `list:${JSON.stringify(q)}`,
          async () => {
            return okPageOf(await listPosts(ctx.db, null, q), q);
          },
          Date.now(),
        );
        return sendCached(request, reply, entry);
      }
      return okPageOf(await listPosts(ctx.db, request.user, q), q);
    },
  );

  r.get(
    '/api/blog/access',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['blog'],
        summary: 'What the viewer may do on the blog',
        description: '`can_write`: admins, moderators and writers write posts; `is_writer`: an admin made the viewer a writer. Signed out: both false.',
        response: { 200: envelope(blogAccessSchema) },
      },
    },
    async (request) => ok(await blogAccess(ctx.db, request.user)),
  );

  r.get(
    '/api/blog/posts/:slug',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['blog'],
        summary: 'One post by its slug',
        description:
          'Readers get `content_html`, sanitised on the server; the markdown `content` only to those who may edit the post (else null). ' +
          "404 'Post not found' (also a draft the viewer may not see). Opening it counts no view (POST /api/blog/posts/{id}/views does). " +
          'Visitors get a shared cached copy with an ETag (304 to a matching If-None-Match), at most 10 s old (`views` may lag by as much).',
        params: blogSlugParamsSchema,
        response: { 200: envelope(blogPostSchema), 304: notModified },
      },
    },
    async (request, reply) => {
      // Visitors share a cached copy (nothing in it depends on who they are).
      if (request.user) return ok(await getPostBySlug(ctx.db, request.user, request.params.slug));
      const { slug } = request.params;
      const entry = await cache.read(`post:${slug}`, async () => ok(await getPostBySlug(ctx.db, null, slug)), Date.now());
      return sendCached(request, reply, entry);
    },
  );

  r.post(
    '/api/blog/posts',
    {
      ...signedIn,
      schema: {
        tags: ['blog'],
        summary: 'Write a post',
        description:
          "Admins, moderators and writers: 401 signed out, 403 'Only admins, moderators and writers may write posts'. A draft unless `status: 'published'`. " +
          'The slug comes from the title (`-2`, … when taken); the markdown is stored as sent and served rendered and sanitised (scripts, event handlers and ' +
          "`javascript:` links removed). 400 'Title must be at least 5 characters long', 'Content must be at least 20 characters long', 'Invalid post category', " +
          "an unknown cover image; 403 someone else's image. Message 'Post created'.",
        body: blogPostCreateSchema,
        response: { 201: envelope(blogPostSchema) },
      },
    },
    async (request, reply) => {
      const post = await createPost(ctx.database, userOf(request), request.body, ctx.clock());
      return reply.status(201).send(ok(post, { message: BLOG_MESSAGES.created }));
    },
  );

  r.put(
    '/api/blog/posts/:id',
    {
      ...signedIn,
      schema: {
        tags: ['blog'],
        summary: 'Edit a post',
        description: `${EDITORS} Any subset of the fields; the slug stays. 400 as for creating. Message 'Post updated'.`,
        params: idParams,
        body: blogPostUpdateSchema,
        response: { 200: envelope(blogPostSchema) },
      },
    },
    async (request) => ok(await updatePost(ctx.database, userOf(request), request.params.id, request.body, ctx.clock()), { message: BLOG_MESSAGES.updated }),
  );

  r.delete(
    '/api/blog/posts/:id',
    {
      ...signedIn,
      schema: {
        tags: ['blog'],
        summary: 'Delete a post',
        description:
          "The post's author, a moderator or an admin: 403 'Only the author, a moderator or an admin may delete this post'; 404 'Post not found'. " +
          "Its tags, likes and views go with it. Message 'Post deleted'.",
        params: idParams,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await deletePost(ctx.database, userOf(request), request.params.id, ctx.clock());
      return ok(null, { message: BLOG_MESSAGES.deleted });
    },
  );

  for (const action of ['publish', 'unpublish'] as const) {
    r.post(
      `/api/blog/posts/:id/${action}`,
      {
        ...signedIn,
        schema: {
          tags: ['blog'],
          summary: action === 'publish' ? 'Publish a post' : 'Move a post back to drafts',
          description:
            `${EDITORS} ` +
            (action === 'publish'
              ? "The first publication sets `published_at`; publishing a published post changes nothing. Message 'Post published'."
              : "A draft is seen only by its author, moderators and admins; `published_at` is kept. Message 'Post moved back to drafts'."),
          params: idParams,
          response: { 200: envelope(blogPostSchema) },
        },
      },
      async (request) => {
        const post = await setPublished(ctx.database, userOf(request), request.params.id, action === 'publish', ctx.clock());
        return ok(post, { message: action === 'publish' ? BLOG_MESSAGES.published : BLOG_MESSAGES.unpublished });
      },
    );
  }

  const mayLike = { onRequest: app.requirePermission('blog:like', BLOG_MESSAGES.likeNotAllowed) };
  for (const method of ['put', 'delete'] as const) {
    r[method](
      '/api/blog/posts/:id/like',
      {
        ...mayLike,
        schema: {
          tags: ['blog'],
          summary: method === 'put' ? 'Like a post' : 'Unlike a post',
          description:
            'One like per member: liking twice counts once, unliking without a like changes nothing, likes never go below zero. ' +
            "401 signed out; 403 'Only active members can like posts'; 404 'Post not found'.",
          params: idParams,
          response: { 200: envelope(blogLikeResultSchema) },
        },
      },
      async (request) => ok(await setPostLike(ctx.database, userOf(request), request.params.id, method === 'put', ctx.clock())),
    );
  }

  r.post(
    '/api/blog/posts/:id/views',
    {
      // Opening a page is not a member's write: it has its own once-per-hour rule and the view-counting budget per address.
      config: { memberWrite: false, session: 'optional', rateLimit: viewCountRateLimit },
      schema: {
        tags: ['blog'],
        summary: 'Count a view of a post (at most once per viewer per hour)',
        description:
          'A viewer is the signed-in member, else the visitor by address (whatever browser it claims); a second view by the same viewer within the hour is not counted ' +
          `(counted false). 429 beyond ${VIEW_COUNTS_PER_MINUTE} requests a minute from one address. 404 'Post not found' (also a draft the viewer may not see).`,
        params: idParams,
        response: { 200: envelope(blogViewCountSchema) },
      },
    },
    async (request) => ok(await countPostView(ctx.database, request.user, request.params.id, viewerKey(request), ctx.clock())),
  );

  const admin = { onRequest: app.requirePermission('blog:manage-writers') };
  r.get(
    '/api/admin/blog/writers',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'The members an admin made blog writers',
        description: 'Active admins only (401 signed out, 403 otherwise). Most recently added first, with how many posts each wrote.',
        querystring: blogWritersQuerySchema,
        response: { 200: listEnvelope(blogWriterSchema) },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const page = await listWriters(ctx.db, limit, offset);
      return okPage(page.items, { total: page.total, limit, offset });
    },
  );

  r.put(
    '/api/admin/blog/writers/:id',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Make a member a blog writer',
        description: "Active admins only. Adding a writer twice changes nothing. 404 'User not found'. Message 'Writer added'.",
        params: idParamsSchema('user'),
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await addWriter(ctx.db, userOf(request), request.params.id, ctx.clock());
      return ok(null, { message: BLOG_MESSAGES.writerAdded });
    },
  );

  r.delete(
    '/api/admin/blog/writers/:id',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Stop a member being a blog writer',
        description: "Active admins only. Their posts stay theirs. 404 'This member is not a writer'. Message 'Writer removed'.",
        params: idParamsSchema('user'),
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await removeWriter(ctx.db, userOf(request), request.params.id, ctx.clock());
      return ok(null, { message: BLOG_MESSAGES.writerRemoved });
    },
  );
}
