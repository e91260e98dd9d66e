import type { ChatbotFaq } from '@esdc/core/chatbot-schemas';
import { CLUB_LINKS } from '@esdc/core/constants';
import { paths } from '@esdc/core/routes';
import { getClubLinks } from '../../club/public.ts';
import { faqByTopic } from '../faq-match.ts';
import { fact, type Fact, type ToolAnswer, type ToolContext } from './tool-types.ts';

/*
 * The club's own facts in the assistant's answers (SPEC §1 Landing: Join Us and Get In Touch; SPEC §2 Footer): the
 * FAQ entry of a topic, and the links admins set (group chat, code host, contact address), read at the moment of
 * asking; a link that is not set is left out.
 */

const HOME = { title: 'Home', path: paths.home, kind: 'page' } as const;

/**
 * An FAQ entry as a fact: its answer, then the page it points to (the home page when it names none).
 * @param entry the entry
 */
export function faqFact(entry: ChatbotFaq): Fact {
  const path = entry.path ?? paths.home;
  return { text: `${entry.answer} (see ${path})`, source: { title: entry.question, path, kind: 'faq' } };
}

/**
 * 'How do I join the club?': the FAQ's joining entry and the club's group chat when set.
 * @param faq the FAQ in `position` order
 * @returns the answer, or null when the FAQ has no joining entry and no link is set
 */
export async function joinAnswer(tc: ToolContext, faq: readonly ChatbotFaq[]): Promise<ToolAnswer | null> {
  const entry = faqByTopic(faq, 'join');
  const links = await getClubLinks(tc.database.db);
  const facts: Fact[] = entry ? [faqFact(entry)] : [fact('Register an account', { title: 'Register', path: paths.register, kind: 'page' })];
  if (links.chat_group_url) facts.push(fact(`The club's group chat: ${links.chat_group_url} (Join Us on the home page)`, HOME));
  return { intro: 'Joining the club:', facts };
}

/**
 * 'How can I contact the club?': the FAQ's contact entry, the contact address and group chat when set, and the
 * club's discussions.
 * @param faq the FAQ in `position` order
 */
export async function contactAnswer(tc: ToolContext, faq: readonly ChatbotFaq[]): Promise<ToolAnswer> {
  const entry = faqByTopic(faq, 'contact');
  const links = await getClubLinks(tc.database.db);
  const facts: Fact[] = [];
  if (links.contact_email) facts.push(fact(`The club's contact address: ${links.contact_email} (Get In Touch on the home page)`, HOME));
  if (links.chat_group_url) facts.push(fact(`The club's community chat group: ${links.chat_group_url}`, HOME));
  if (entry) facts.push(faqFact(entry));
  else facts.push(fact(`The club's discussions: ${CLUB_LINKS.discussions}`, HOME));
  return { intro: 'Contacting the club:', facts };
}

/**
 * An answer from the FAQ entry of a topic ('points', 'resources').
 * @returns the answer, or null when an admin removed every such entry
 */
export function topicAnswer(faq: readonly ChatbotFaq[], topic: string): ToolAnswer | null {
  const entry = faqByTopic(faq, topic);
  return entry ? { intro: `${entry.question}`, facts: [faqFact(entry)] } : null;
}
