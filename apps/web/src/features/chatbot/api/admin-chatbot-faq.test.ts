import type { ChatbotFaq } from '@esdc/core/chatbot-schemas';
import { describe, expect, it } from 'vitest';
import { faqPage } from './admin-chatbot-faq';

const entry = (id: number, question: string, keywords = '', path: string | null = null): ChatbotFaq => ({
  id,
  question,
  answer: `Answer ${id}`,
  keywords,
  path,
  updated_at: '2026-11-29T12:00:00.000Z',
});

describe('faqPage (the admin Chatbot FAQ tab searches and pages the whole list)', () => {
  const entries = [entry(1, 'How do I join?', 'register signup', '/register'), entry(2, 'Where is the lab?'), entry(3, 'Who runs JOIN day?')];

  it('keeps the entries whose question, answer, keywords or page contain the search, in any case', () => {
    expect(faqPage(entries, { q: ' join ', limit: 20, offset: 0 })).toEqual({ items: [entries[0], entries[2]], total: 2, limit: 20, offset: 0 });
    expect(faqPage(entries, { q: 'SIGNUP', limit: 20, offset: 0 }).items).toEqual([entries[0]]);
    expect(faqPage(entries, { q: '/register', limit: 20, offset: 0 }).items).toEqual([entries[0]]);
    expect(faqPage(entries, { q: 'answer 2', limit: 20, offset: 0 }).items).toEqual([entries[1]]);
  });

  it('pages what it found, with the number found as the total', () => {
    expect(faqPage(entries, { q: '', limit: 2, offset: 2 })).toEqual({ items: [entries[2]], total: 3, limit: 2, offset: 2 });
  });
});
