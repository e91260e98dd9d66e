import type { ChatbotFaq } from '@esdc/core/chatbot-schemas';
import { searchTerms } from '@esdc/core/search';

/*
 * Which FAQ entry answers a question (SPEC §7 Chatbot: grounded answers): the words of the question found in an
 * entry's question and keywords, weighed so that a question word or the club's name alone never picks an entry.
 */

/** Words with no weight at all. */
const IGNORED: ReadonlySet<string> = new Set('a an the is are am be of to in on at for and or i me my we our us you your it its this that please s'.split(' '));
/** Words every question shares: a quarter of a subject word's weight. */
const GENERIC: ReadonlySet<string> = new Set(
  'what whats how where who when which why does do did can could would will should there any club esdc get have has'.split(' '),
);

/** A word without a plural 's' (so 'events' finds 'event'). */
const stem = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

/** The weighted words of a text. */
function weighted(text: string): Map<string, number> {
  const words = new Map<string, number>();
  for (const word of searchTerms(text.replace(/'s\b/g, ''))) {
    if (IGNORED.has(word)) continue;
    words.set(stem(word), GENERIC.has(word) ? 0.25 : 1);
  }
  return words;
}

/** The score an entry must reach: half the question's weight, with at least one subject word matched. */
const MIN_SHARE = 0.5;
/** A question worded almost as an entry's own question matches on generic words alone ('What does the club do?'). */
const SAME_WORDING = 0.9;

/**
 * The entry that best answers a question, if one answers it well enough: the share of the question's weighted words
 * found in the entry's question and keywords; at least {@link MIN_SHARE} with one subject word, or
 * {@link SAME_WORDING} on generic words alone. Ties go to the entry first in the list.
 * @param question the asked text
 * @param entries the FAQ in `position` order
 * @returns the entry, or null
 */
export function matchFaq(question: string, entries: readonly ChatbotFaq[]): ChatbotFaq | null {
  const asked = weighted(question);
  const total = [...asked.values()].reduce((sum, w) => sum + w, 0);
  if (total === 0) return null;
  let best: { entry: ChatbotFaq; share: number } | null = null;
  for (const entry of entries) {
    const known = new Set([...weighted(entry.question).keys(), ...weighted(entry.keywords).keys()]);
    let score = 0;
    let subject = false;
    for (const [word, weight] of asked) {
      if (!known.has(word)) continue;
      score += weight;
      if (weight === 1) subject = true;
    }
    const share = score / total;
    const good = (subject && share >= MIN_SHARE) || share >= SAME_WORDING;
    if (good && (!best || share > best.share)) best = { entry, share };
  }
  return best?.entry ?? null;
}

/**
 * The first entry whose keywords include a word (an intent's topic: 'join', 'contact', 'points', 'resources').
 * @param entries the FAQ in `position` order
 * @param topic the keyword
 * @returns the entry, or null when an admin removed every such entry
 */
export function faqByTopic(entries: readonly ChatbotFaq[], topic: string): ChatbotFaq | null {
  return entries.find((e) => searchTerms(e.keywords).includes(topic)) ?? null;
}
