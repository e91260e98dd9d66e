import { describe, expect, it } from 'vitest';
import { detectIntent, type Intent } from './intents.ts';
import { normalizeQuestion, subjectTerms } from './question-text.ts';

/* The assistant's intent rules and question text (SPEC §7 Chatbot), as pure functions. */

describe('detectIntent', () => {
  it.each<[string, Intent, string[]]>([
    ['What events are coming up?', 'upcoming-events', []],
    ['Any upcoming workshops?', 'upcoming-events', []],
    ['When is the next event?', 'next-event', []],
    ['When is the next soldering workshop?', 'next-event', ['soldering']],
    ['How many places are left for the Soldering Workshop?', 'event-places', ['soldering']],
    ['Is the PCB talk full?', 'event-places', ['pcb']],
    ['What is the price of the Arduino Uno?', 'price', ['arduino', 'uno']],
    ['How much does the logic analyzer cost?', 'price', ['logic', 'analyzer']],
    ['Is the soldering iron in stock?', 'stock', ['soldering', 'iron']],
    ['Which courses are there?', 'course', []],
    ['What level is the RTOS course?', 'course', ['rtos']],
    ['What is my rank?', 'my-rank', []],
    ['How many points do I have?', 'my-rank', []],
    ['Who is at the top of the leaderboard?', 'leaderboard-top', []],
    ['Which challenges are open?', 'open-challenges', []],
    ['What are my registrations?', 'my-registrations', []],
    ['Which events am I registered for?', 'my-registrations', []],
    ['Where is my order?', 'my-orders', []],
    ['Show my certificates', 'my-certificates', []],
    ['How do I join the club?', 'how-to-join', []],
    ['How can I contact the club?', 'contact', []],
    ['How do I earn points?', 'points-rules', []],
    ['What resources does the club have?', 'resources', []],
    ['Do you sell breadboards?', 'stock', ['breadboards']],
    ['What is the best way to learn PCB design?', 'course', ['best', 'way', 'pcb', 'design']],
    ['Is the hackathon full?', 'event-places', ['hackathon']],
    ['Tell me about the line follower robot', 'lookup', ['line', 'follower', 'robot']],
  ])('%s → %s', (question, intent, subject) => {
    expect(detectIntent(question)).toEqual({ intent, subject });
  });
});

describe('normalizeQuestion', () => {
  it('folds case, spacing, curly quotes and trailing punctuation', () => {
    expect(normalizeQuestion('  What’s   the CAPITAL of France?!  ')).toBe("what's the capital of france");
    expect(normalizeQuestion('what is the capital of france')).toBe(normalizeQuestion('What is the capital of France?'));
  });
});

describe('subjectTerms', () => {
  it('keeps the words that name a subject', () => {
    expect(subjectTerms("What's the price of ESDC's Arduino kit?", ['price'])).toEqual(['arduino', 'kit']);
    expect(subjectTerms('What does the club do?')).toEqual([]);
  });
});
