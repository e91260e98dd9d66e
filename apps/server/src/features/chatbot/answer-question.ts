import type { Actor } from '@esdc/core/permissions';
import type { Database } from '../../db/client.ts';
import type { SearchSource } from '../../platform/search-source.ts';
import { composeReply, type ComposedReply } from './compose-reply.ts';
import { matchFaq } from './faq-match.ts';
import { listFaq } from './faq-service.ts';
import { detectIntent, type DetectedIntent } from './intents.ts';
import { subjectTerms } from './question-text.ts';
import { contactAnswer, faqFact, joinAnswer, topicAnswer } from './tools/club-info.ts';
import { openChallengesAnswer } from './tools/challenges.ts';
import { courseAnswer } from './tools/courses.ts';
import { upcomingEventsAnswer } from './tools/events.ts';
import { leaderboardTopAnswer, myRankAnswer } from './tools/leaderboard.ts';
import { lookupAnswer } from './tools/lookup.ts';
import { myCertificatesAnswer, myOrdersAnswer, myRegistrationsAnswer, signInAnswer } from './tools/my-data.ts';
import { productAnswer } from './tools/products.ts';
import type { ToolAnswer, ToolContext } from './tools/tool-types.ts';

/*
 * The assistant's answer pipeline (SPEC §7 Chatbot): the question's intent, the tool that reads the live data for it
 * as the asker may see it, the FAQ and the site search when no tool answers, and the reply composed from the facts
 * found. It never says what the data does not hold: nothing found is the fallback.
 */

/** What the pipeline needs of the app: the database, the search sources and the clock. */
export interface AnswerContext {
  database: Database;
  searchSources: readonly SearchSource[];
  clock: () => Date;
}

/** Words that make a price question about a course. */
const COURSE_WORDS: ReadonlySet<string> = new Set(['course', 'courses', 'class', 'classes', 'lms']);

/** A signed-in asker (the "my …" tools read only their own rows, whatever their account's status). */
const member = (tc: ToolContext): (ToolContext & { viewer: Actor }) | null => (tc.viewer ? (tc as ToolContext & { viewer: Actor }) : null);

/**
 * The answer of the intent's own tool, or null when it found nothing (then the FAQ and the search are tried).
 * @param faq the FAQ entries in order (read once per question)
 */
async function intentAnswer(tc: ToolContext, { intent, subject }: DetectedIntent, faq: Parameters<typeof joinAnswer>[1]): Promise<ToolAnswer | null> {
  const mine = member(tc);
  switch (intent) {
    case 'my-registrations':
      return mine ? myRegistrationsAnswer(mine) : signInAnswer('registrations');
    case 'my-orders':
      return mine ? myOrdersAnswer(mine) : signInAnswer('orders');
    case 'my-certificates':
      return mine ? myCertificatesAnswer(mine) : signInAnswer('certificates');
    case 'my-rank':
      return mine ? myRankAnswer(mine) : signInAnswer('rank');
    case 'leaderboard-top':
      return leaderboardTopAnswer(tc);
    case 'points-rules':
      return topicAnswer(faq, 'points');
    case 'open-challenges':
      return openChallengesAnswer(tc, subject);
    case 'event-places':
    case 'upcoming-events':
      return upcomingEventsAnswer(tc, subject);
    case 'next-event':
      return upcomingEventsAnswer(tc, subject, 1);
    case 'price':
      if (subject.length === 0) return null;
      // 'How much is the RTOS course?': a course's price, not a product whose text has one of the words.
      if (subject.some((w) => COURSE_WORDS.has(w)))
        return courseAnswer(
          tc,
          subject.filter((w) => !COURSE_WORDS.has(w)),
        );
      return (await productAnswer(tc, subject, 'price')) ?? courseAnswer(tc, subject);
    case 'stock':
      return subject.length === 0 ? null : productAnswer(tc, subject, 'stock');
    case 'course':
      return courseAnswer(tc, subject);
    case 'how-to-join':
      return joinAnswer(tc, faq);
    case 'contact':
      return contactAnswer(tc, faq);
    case 'resources':
      return subject.length > 0 ? ((await lookupAnswer(tc, subject, 'resources')) ?? lookupAnswer(tc, subject)) : topicAnswer(faq, 'resources');
    case 'lookup':
      return null;
  }
}

/**
 * Answers a question from the club's data as the asker may see it (SPEC §7 Chatbot; `POST /api/chatbot/ask` and the
 * streamed answer reuse it). Reads only; recording the question is the caller's ({@link recordQuestion}).
 * @param ctx the database, the search sources and the clock
 * @param viewer the signed-in member asking, or null for a visitor
 * @param question the question (canonical text, 1–1000 characters: the request schema)
 * @returns the reply, and the plain-text facts it is built from (each ending with its page's path; none for the
 *   fallback)
 */
export async function answerQuestion(ctx: AnswerContext, viewer: Actor | null, question: string): Promise<ComposedReply> {
  const now = ctx.clock();
  const tc: ToolContext = { database: ctx.database, searchSources: ctx.searchSources, viewer, now };
  const detected = detectIntent(question);
  const faq = await listFaq(ctx.database.db);
  let answer = await intentAnswer(tc, detected, faq);
  if (!answer) {
    const entry = matchFaq(question, faq);
    if (entry) answer = { intro: entry.question, facts: [faqFact(entry)] };
  }
  answer ??= await lookupAnswer(tc, detected.intent === 'lookup' ? detected.subject : subjectTerms(question));
  return composeReply(question, answer, now);
}
