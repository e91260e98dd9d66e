import { emptyDataSchema, envelope, listEnvelope, mediaResponse } from '@esdc/core/api';
import { CHAT_MESSAGE_EMPTY, CHAT_MESSAGE_TOO_LONG, CHAT_USER_ID_REQUIRED, CHATBOT_FAILED, CHATBOT_FALLBACK, CHATBOT_QUICK_ACTIONS } from '@esdc/core/chatbot';
import {
  chatbotAskSchema,
  chatbotFaqInputSchema,
  chatbotFaqSchema,
  chatbotHistoryEntrySchema,
  chatbotHistoryParamsSchema,
  chatbotHistoryQuerySchema,
  chatbotReplySchema,
  chatbotSuggestionSchema,
  chatbotUnansweredSchema,
} from '@esdc/core/chatbot-schemas';
import { idParamsSchema, pageQueryShape } from '@esdc/core/input';
import type { Actor } from '@esdc/core/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { okPageOf, ok } from '../../lib/envelope.ts';
import { sseFrame, startEventStream } from '../../lib/server-sent-events.ts';
import { userOf } from '../../plugins/auth.ts';
import { addressKey, tooManyRequests } from '../../plugins/rate-limiters.ts';
import { inForce } from '../../platform/site-features.ts';
import { answerQuestion } from './answer-question.ts';
import { phraseReply } from './phrase-reply.ts';
import { createFaq, deleteFaq, FAQ_NOT_FOUND, listFaq, updateFaq } from './faq-service.ts';
import { historyUserId } from './history-access.ts';
import { listHistory, listUnanswered, recordQuestion } from './question-log.ts';

const MINUTE_MS = 60_000;

/** Who asks, as the answer pipeline sees them: id, role and status only (never the session's email). */
const actorOf = (request: FastifyRequest): Actor | null =>
  request.user ? { id: request.user.id, role: request.user.role, status: request.user.status } : null;

/**
 * The club assistant (SPEC §2 Chatbot widget, §7 chatbot calls; the contract: /api/docs): asking, a member's history,
 * the quick actions, and the admin's FAQ and unanswered questions.
 */
export async function chatbotRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = { onRequest: app.requirePermission('chatbot:manage') };
  const faqParams = idParamsSchema('FAQ entry');
  const perMinute = ctx.config.CHATBOT_ASKS_PER_MINUTE;

  // Every question counts, per client address and, signed in, per member too (the auth hook has set request.user).
  const perAddress = app.createRateLimit({
    max: perMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request: FastifyRequest) => `chatbot-address:${addressKey(request.ip)}`,
  });
  const perMember = app.createRateLimit({
    max: perMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request: FastifyRequest) => `chatbot-member:${request.user?.id ?? 0}`,
  });
  const countAsk = async (request: FastifyRequest, reply: FastifyReply) => {
    const byAddress = await perAddress(request);
    if (!byAddress.isAllowed && byAddress.isExceeded) throw tooManyRequests(byAddress.ttlInSeconds, { reply });
    if (!request.user) return;
    const byMember = await perMember(request);
    if (!byMember.isAllowed && byMember.isExceeded) throw tooManyRequests(byMember.ttlInSeconds, { reply });
  };

  r.post(
    '/api/chatbot/ask',
    {
      onRequest: countAsk,
      // Its own limit above replaces the member-writes one.
      config: { session: 'optional', memberWrite: false },
      schema: {
        tags: ['chatbot'],
        summary: 'Ask the club assistant',
        description:
          'Anyone; a signed-in member also gets answers about their own registrations, orders, certificates and rank, and the question ' +
          'and reply are kept in their history. The reply is built only from the club data the asker may see (events, courses, products, ' +
          'challenges, the leaderboard, the FAQ and the site search), each fact naming its page; ' +
          `nothing found answers '${CHATBOT_FALLBACK}' with \`answered: false\` (and the question is counted among the unanswered). ` +
          `400 '${CHAT_MESSAGE_EMPTY}' (missing, empty or blank) or '${CHAT_MESSAGE_TOO_LONG}'; ` +
          '429 with Retry-After beyond CHATBOT_ASKS_PER_MINUTE questions a minute per client address or per member.',
        body: chatbotAskSchema,
        response: { 200: envelope(chatbotReplySchema) },
      },
    },
    async (request) => {
      const viewer = actorOf(request);
      const question = request.body.query_message;
      const reply = await phraseReply(
        ctx.languageModel,
        question,
        await answerQuestion({ ...ctx, searchSources: inForce(ctx.searchSources, await ctx.siteFeatures.current()) }, viewer, question),
        { log: request.log },
      );
      await recordQuestion(ctx.db, viewer, question, reply);
      return ok(reply);
    },
  );

  r.post(
    '/api/chatbot/ask/stream',
    {
      onRequest: countAsk,
      config: { session: 'optional', memberWrite: false },
      // Never compressed: a compressor buffers, and every piece must leave at once.
      compress: false,
      schema: {
        tags: ['chatbot'],
        summary: 'Ask the club assistant, the reply streamed (Server-Sent Events)',
        description:
          'The same question, rules, limits and refusals as `POST /api/chatbot/ask` (a refusal is the usual JSON envelope, before any event). ' +
          'Answers `text/event-stream`: `event: delta` (data `{"text": …}`) for each piece of the reply as it is written, then one `event: done` ' +
          '(data: the ChatbotReply, whose `response` is final and replaces the pieces shown), or `event: error` (data `{"message": …}`). ' +
          'Without a language model (LLM_BASE_URL) the grounded reply comes as one piece; with one, the model phrases it and its pieces stream, ' +
          'and when the model fails, is slow or drops a cited page, `done` carries the grounded reply.',
        body: chatbotAskSchema,
        response: { 200: mediaResponse('text/event-stream', 'A stream of Server-Sent Events') },
      },
    },
    async (request, reply) => {
      const viewer = actorOf(request);
      const question = request.body.query_message;
      const composed = await answerQuestion({ ...ctx, searchSources: inForce(ctx.searchSources, await ctx.siteFeatures.current()) }, viewer, question);
      const phrasing = ctx.languageModel !== undefined && composed.reply.answered;
      // Without a model to phrase it, the reply is final now: it is kept before the stream starts, so nothing is
      // written after the asker may have gone.
      if (!phrasing) await recordQuestion(ctx.db, viewer, question, composed.reply);
      const res = reply.raw;
      const gone = new AbortController();
      const send = (event: string, data: unknown) => {
        if (!res.writableEnded && !res.destroyed) res.write(sseFrame(event, data));
      };
      reply.hijack();
      startEventStream(res);
      res.on('close', () => gone.abort());
      try {
        if (phrasing) {
          const onPiece = (text: string) => send('delta', { text });
          const answer = await phraseReply(ctx.languageModel, question, composed, { onPiece, signal: gone.signal, log: request.log });
          await recordQuestion(ctx.db, viewer, question, answer);
          send('done', answer);
        } else {
          send('delta', { text: composed.reply.response });
          send('done', composed.reply);
        }
      } catch (error) {
        request.log.error({ err: error }, 'chatbot: the streamed reply failed');
        send('error', { message: CHATBOT_FAILED });
      }
      res.end();
    },
  );

  r.get(
    '/api/chatbot/history/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatbot'],
        summary: "A member's questions to the assistant",
        description:
          "Signed in: one's own history; admins anyone's. Newest first, paged. " +
          `400 '${CHAT_USER_ID_REQUIRED}' for an empty id, 'Invalid user id' for one that is not digits; 403 for another member's history; ` +
          "404 'User not found' (admins) for an unknown member.",
        params: chatbotHistoryParamsSchema,
        querystring: chatbotHistoryQuerySchema,
        response: { 200: listEnvelope(chatbotHistoryEntrySchema) },
      },
    },
    async (request) => {
      const userId = historyUserId(userOf(request), request.params.userId);
      return okPageOf(await listHistory(ctx.db, userId, request.query), request.query);
    },
  );

  r.get(
    '/api/chatbot/suggestions',
    {
      schema: {
        tags: ['chatbot'],
        summary: "The assistant's quick actions",
        description: 'Anyone: the six quick actions of the widget (label and the question each asks), in order.',
        response: { 200: envelope(z.array(chatbotSuggestionSchema)) },
      },
    },
    async () => ok(CHATBOT_QUICK_ACTIONS.map((a) => ({ label: a.label, question: a.question }))),
  );

  r.get(
    '/api/admin/chatbot/faq',
    {
      ...manage,
      schema: {
        tags: ['admin'],
        summary: "The assistant's FAQ",
        description: 'Admins only. Every entry, in order.',
        response: { 200: envelope(z.array(chatbotFaqSchema)) },
      },
    },
    async () => ok(await listFaq(ctx.db)),
  );

  r.post(
    '/api/admin/chatbot/faq',
    {
      ...manage,
      schema: {
        tags: ['admin'],
        summary: 'Add an FAQ entry',
        description:
          "Admins only. Goes last; audited as chatbot.faq_created. 400 with the schema's messages ('Question is required', 'Answer is required', 'Path must be an app path starting with /', …); nothing changes.",
        body: chatbotFaqInputSchema,
        response: { 201: envelope(chatbotFaqSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createFaq(ctx.db, userOf(request).id, request.body, ctx.clock()), { message: 'FAQ entry created' })),
  );

  r.put(
    '/api/admin/chatbot/faq/:id',
    {
      ...manage,
      schema: {
        tags: ['admin'],
        summary: 'Change an FAQ entry',
        description: `Admins only. Replaces the question, answer, keywords and path; audited as chatbot.faq_updated. 400 with the schema's messages; 404 '${FAQ_NOT_FOUND}'.`,
        params: faqParams,
        body: chatbotFaqInputSchema,
        response: { 200: envelope(chatbotFaqSchema) },
      },
    },
    async (request) => ok(await updateFaq(ctx.db, userOf(request).id, request.params.id, request.body, ctx.clock()), { message: 'FAQ entry saved' }),
  );

  r.delete(
    '/api/admin/chatbot/faq/:id',
    {
      ...manage,
      schema: {
        tags: ['admin'],
        summary: 'Delete an FAQ entry',
        description: `Admins only; audited as chatbot.faq_deleted. 404 '${FAQ_NOT_FOUND}'.`,
        params: faqParams,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await deleteFaq(ctx.db, userOf(request).id, request.params.id, ctx.clock());
      return ok(null, { message: 'FAQ entry deleted' });
    },
  );

  r.get(
    '/api/admin/chatbot/unanswered',
    {
      ...manage,
      schema: {
        tags: ['admin'],
        summary: 'Questions the assistant could not answer',
        description:
          'Admins only. Each question once per normalised wording (its latest wording, how often and when last asked); most often asked first, then the latest. Paged.',
        querystring: z.object({ ...pageQueryShape() }),
        response: { 200: listEnvelope(chatbotUnansweredSchema) },
      },
    },
    async (request) => okPageOf(await listUnanswered(ctx.db, request.query), request.query),
  );
}
