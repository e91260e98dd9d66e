import { normalizeQuestion, subjectTerms } from './question-text.ts';

/*
 * What a question asks for (SPEC §7 Chatbot: answers grounded in the club's data): small keyword and pattern rules,
 * tried in order; the first that matches names the tool that answers. A question no rule matches is looked up in the
 * FAQ and the site search.
 */

/** The kinds of question the assistant answers from live data; 'lookup' is everything else (FAQ and search). */
export const INTENTS = [
  'my-registrations',
  'my-orders',
  'my-certificates',
  'my-rank',
  'leaderboard-top',
  'open-challenges',
  'event-places',
  'next-event',
  'upcoming-events',
  'price',
  'stock',
  'course',
  'how-to-join',
  'contact',
  'points-rules',
  'resources',
  'lookup',
] as const;
export type Intent = (typeof INTENTS)[number];

/** A detected intent and the words naming its subject (a product, a course, an event), possibly none. */
export interface DetectedIntent {
  intent: Intent;
  subject: string[];
}

/** One rule: the pattern on the normalised question, and the intent's own words, left out of the subject. */
interface Rule {
  intent: Exclude<Intent, 'lookup'>;
  pattern: RegExp;
  words: readonly string[];
}

const EVENT_WORDS = ['event', 'events', 'meetup', 'meetups', 'workshop', 'workshops', 'talk', 'talks', 'session', 'sessions'];

/** The rules, most specific first ("my events" before "events", "places left" before "next event"). */
const RULES: readonly Rule[] = [
  {
    intent: 'my-registrations',
    pattern:
      /\bmy (event )?(registrations?|events?|bookings?|tickets?|rsvps?)\b|\bam i (registered|signed up|booked|going)\b|\b(events?|workshops?) (am i|i'm|i am) (registered|signed up|going)\b|\bwhat (have i|did i) register/,
    words: ['registrations', 'registration', 'registered', 'signed', 'up', 'bookings', 'booking', 'tickets', 'going', ...EVENT_WORDS],
  },
  {
    intent: 'my-orders',
    pattern: /\bmy (shop )?(orders?|purchases?)\b|\bwhere is my (order|package|parcel)\b|\bwhat (have i|did i) (bought|buy|ordered|order)\b|\border status\b/,
    words: ['orders', 'order', 'purchases', 'purchase', 'status', 'shop'],
  },
  {
    intent: 'my-certificates',
    pattern: /\bmy (course )?certificates?\b|\bcertificates? (have i|did i|do i)\b|\b(i|me)\b.*\bcertificates?\b/,
    words: ['certificates', 'certificate', 'earned', 'earn'],
  },
  {
    intent: 'my-rank',
    pattern:
      /\bmy (rank|ranking|place|position|points|score|standing)\b|\bhow many points (do i|have i|did i)\b|\bwhere (do i|am i) (rank|stand)\b|\bwhat (place|rank) am i\b/,
    words: ['rank', 'ranking', 'place', 'position', 'points', 'score', 'standing', 'leaderboard'],
  },
  {
    intent: 'points-rules',
    pattern:
      /\bhow (do|can) (i|you|members|we) (earn|get|gain|win|collect) (more )?points\b|\b(earn|earning|get|gain)\w* points\b|\bpoints? (rules?|system|work)\b|\bhow (do|does) points work\b/,
    words: ['earn', 'earning', 'gain', 'win', 'collect', 'points', 'rules', 'system', 'work'],
  },
  {
    intent: 'leaderboard-top',
    pattern:
      /\bleader ?board\b|\b(top|best|leading|first place|most points|highest)\b.*\b(members?|players?|ranking|ranked|points|rank|scorers?)\b|\bwho (is|'s) (winning|leading|first|on top|number one)\b|\bmost points\b/,
    words: ['leaderboard', 'top', 'best', 'leading', 'first', 'place', 'most', 'points', 'highest', 'members', 'member', 'ranked', 'rank'],
  },
  {
    intent: 'open-challenges',
    pattern: /\bchallenges?\b|\bctf\b|\bpuzzles?\b/,
    words: ['challenge', 'challenges', 'open', 'ctf', 'puzzles', 'puzzle', 'solve', 'unsolved', 'active', 'current', 'new'],
  },
  {
    intent: 'event-places',
    pattern:
      /\b(places?|seats?|spots?|spaces?|room)\b.*\b(left|available|remaining|free|open)\b|\b(is|are)\b.*\b(full|sold out|booked out)\b|\bhow many (people|members|places|seats|spots)\b/,
    words: [
      'places',
      'place',
      'seats',
      'seat',
      'spots',
      'spot',
      'spaces',
      'space',
      'room',
      'left',
      'remaining',
      'free',
      'open',
      'full',
      'sold',
      'out',
      'people',
      'members',
      ...EVENT_WORDS,
    ],
  },
  {
    intent: 'next-event',
    pattern: /\bnext (club )?(event|meetup|workshop|talk|session|meeting)\b|\bwhen is the next\b/,
    words: ['next', 'meeting', ...EVENT_WORDS],
  },
  {
    intent: 'upcoming-events',
    pattern: /\b(events?|meetups?|workshops?|talks?|meetings?|hackathons?|clinics?)\b/,
    words: ['upcoming', 'coming', 'up', 'soon', 'scheduled', 'planned', 'future', 'meeting', 'meetings', ...EVENT_WORDS],
  },
  {
    intent: 'price',
    pattern: /\b(price|prices|priced|cost|costs|how much|pay)\b/,
    words: ['price', 'prices', 'priced', 'cost', 'costs', 'pay', 'buy', 'shop', 'product', 'sell', 'sells'],
  },
  {
    intent: 'stock',
    pattern:
      /\bin stock\b|\bstock\b|\bsold out\b|\b(can i|where can i|to) buy\b|\bdo you (sell|stock)\b|\bdo you have\b.*\b(shop|store|kits?|boards?)\b|\bhow many .* left\b/,
    words: ['stock', 'sold', 'out', 'buy', 'sell', 'left', 'shop', 'store', 'product', 'in'],
  },
  {
    intent: 'course',
    pattern: /\b(course|courses|lms|class|classes|lessons?|learn|learning|tutorials?)\b/,
    words: [
      'course',
      'courses',
      'lms',
      'class',
      'classes',
      'lesson',
      'lessons',
      'learn',
      'learning',
      'tutorial',
      'tutorials',
      'level',
      'next',
      'beginner',
      'beginners',
    ],
  },
  {
    intent: 'how-to-join',
    pattern: /\b(join|joining|sign up|signup|become a member|membership|member of|enrol in the club|register an account|create an account)\b/,
    words: ['join', 'joining', 'sign', 'signup', 'up', 'become', 'member', 'membership', 'register', 'account', 'create'],
  },
  {
    intent: 'contact',
    pattern: /\b(contact|get in touch|reach (you|the club|out)|email|e-mail|talk to (someone|a person|an organi[sz]er)|organi[sz]ers?)\b/,
    words: ['contact', 'touch', 'reach', 'email', 'address', 'talk', 'someone', 'organiser', 'organizer', 'organisers', 'organizers'],
  },
  {
    intent: 'resources',
    pattern: /\bresources?\b|\bdatasheets?\b|\bdocumentation\b|\bdocs\b|\bguides?\b/,
    words: ['resource', 'resources', 'datasheet', 'datasheets', 'documentation', 'docs', 'guide', 'guides'],
  },
];

/**
 * The intent of a question (SPEC §7 Chatbot): the first rule whose pattern matches its normalised text, else 'lookup'.
 * @param question the asked text
 * @returns the intent and its subject words (the question's subject terms without the intent's own words)
 */
export function detectIntent(question: string): DetectedIntent {
  const text = normalizeQuestion(question);
  for (const rule of RULES) {
    if (rule.pattern.test(text)) return { intent: rule.intent, subject: subjectTerms(question, rule.words) };
  }
  return { intent: 'lookup', subject: subjectTerms(question) };
}
