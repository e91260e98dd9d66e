import type { ChatbotFaq } from '@esdc/core/chatbot-schemas';
import { describe, expect, it } from 'vitest';
import { faqByTopic, matchFaq } from './faq-match.ts';

/* Which FAQ entry answers a question (SPEC §7 Chatbot: grounded answers). */

const entry = (id: number, question: string, keywords = ''): ChatbotFaq => ({ id, question, answer: `Answer ${id}`, keywords, path: null, updated_at: '' });
const FAQ = [
  entry(1, 'How do I join the club?', 'join register membership'),
  entry(2, 'What does the club do?', 'about purpose activities'),
  entry(3, 'Where does the club meet?', 'meet meeting room place'),
];

describe('matchFaq', () => {
  it('finds the entry by its subject words or its own wording', () => {
    expect(matchFaq('Where do members meet?', FAQ)?.id).toBe(3);
    expect(matchFaq('what does the club do', FAQ)?.id).toBe(2);
    expect(matchFaq('Tell me about the club', FAQ)?.id).toBe(2);
  });

  it('finds nothing for a question the FAQ does not answer', () => {
    expect(matchFaq('What is the capital of France?', FAQ)).toBeNull();
    expect(matchFaq('What does the weather do?', FAQ)).toBeNull();
    expect(matchFaq('???', FAQ)).toBeNull();
  });
});

describe('faqByTopic', () => {
  it('finds the first entry with the keyword', () => {
    expect(faqByTopic(FAQ, 'membership')?.id).toBe(1);
    expect(faqByTopic(FAQ, 'contact')).toBeNull();
  });
});
