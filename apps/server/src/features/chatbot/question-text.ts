import { SEARCH_MAX_TERMS, searchTerms } from '@esdc/core/search';

/*
 * The question as the assistant reads it (SPEC §7 Chatbot): one canonical text for matching intents and grouping
 * unanswered questions, and the words that say what the question is about.
 */

/**
 * The question's canonical form: NFC, lower case, curly quotes made straight, every run of spaces one space, trailing
 * punctuation dropped. Two wordings that differ only in case, spacing or a final '?' get the same form.
 * @param question the asked text (already trimmed by the request schema)
 * @returns the normalised text (possibly empty)
 */
export function normalizeQuestion(question: string): string {
  return question
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s?!.,;:]+$/u, '');
}

/** Words that carry no subject: question words, fillers, and the club's short names (every club question shares them). */
const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an and any anything are as at about be been by can could do does did for from get give got has have how i i'm if in into " +
    'is it its let me my of on or our please show so some tell that the their them there these this those to us was we were ' +
    'what whats when where which who whom whose why will with would you your yours know find list see want need any more much ' +
    "many there's what's is there club esdc info information about also just like now currently use uses using used " +
    'available offer offers get got does doing am im s t'
  ).split(/\s+/),
);

/**
 * The words of a question that say what it is about: its search terms (core `searchTerms`: letters and digits,
 * lower case, no duplicates) without question words, fillers and the words of `ignore`.
 * @param question the asked text
 * @param ignore further words to leave out (an intent's own words, such as 'price')
 * @returns the subject words in order, possibly none
 */
export function subjectTerms(question: string, ignore: readonly string[] = []): string[] {
  const skip = new Set(ignore);
  // Every word first, then the cap: core `searchTerms` keeps only the first SEARCH_MAX_TERMS words of a text, and a
  // question's subject often comes last ('What is the best way to learn PCB design?').
  const words = question
    .replace(/'s\b/g, '')
    .split(/\s+/)
    .flatMap((part) => searchTerms(part));
  const subject = [...new Set(words)].filter((word) => !STOPWORDS.has(word) && !skip.has(word));
  return subject.slice(0, SEARCH_MAX_TERMS);
}
