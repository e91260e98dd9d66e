import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../../test/fake-llm-server.ts';
import {
  citedPaths,
  createLanguageModel,
  LANGUAGE_MODEL_SYSTEM_PROMPT,
  LanguageModelError,
  phraseOrFallback,
  type GroundedMaterial,
  type LanguageModelSettings,
} from './language-model.ts';

/*
 * The chatbot's optional language model against a fake OpenAI-compatible server on a local port: the real `openai`
 * client, real HTTP and Server-Sent Events (SPEC §7 Chatbot; docs/decisions/022-chatbot-grounded-answers.md).
 */

const material: GroundedMaterial = {
  question: 'What events are coming up?',
  answer: 'The next event is the Arduino Workshop on 12 December at 18:00: /events/12. Also see the Soldering Night: /events/14.',
  facts: ['Arduino Workshop, 12 December 18:00, Lab 2 — /events/12', 'Soldering Night, 19 December 19:00, Lab 1 — /events/14'],
};

const phrased =
  'The Embedded Systems Design Club (ESDC) has two events coming up: the Arduino Workshop on 12 December (/events/12) and the Soldering Night (/events/14).';

let fake: FakeLlmServer;
const settings = (overrides: Partial<LanguageModelSettings> = {}): LanguageModelSettings => ({
  baseUrl: fake.baseUrl,
  model: 'llama-test',
  timeoutMs: 8000,
  ...overrides,
});

beforeAll(async () => {
  fake = await startFakeLlmServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.echo();
});

describe('phraseOrFallback with a language model', () => {
  it('streams the phrased reply in pieces and returns it as phrased', async () => {
    fake.answer(phrased);
    const pieces: string[] = [];
    const result = await phraseOrFallback(createLanguageModel(settings()), material, (piece) => pieces.push(piece));
    expect(result).toEqual({ text: phrased, phrased: true });
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(phrased);
  });

  it('asks for a streamed completion of the configured model with the system prompt, the question, the facts and the grounded answer', async () => {
    await phraseOrFallback(createLanguageModel(settings()), material);
    expect(fake.requests).toHaveLength(1);
    const { body, headers } = fake.requests[0]!;
    expect(body.model).toBe('llama-test');
    expect(body.stream).toBe(true);
    expect(body.messages?.[0]).toEqual({ role: 'system', content: LANGUAGE_MODEL_SYSTEM_PROMPT });
    expect(LANGUAGE_MODEL_SYSTEM_PROMPT).toContain('Embedded Systems Design Club (ESDC)');
    expect(LANGUAGE_MODEL_SYSTEM_PROMPT).toContain('ONLY');
    expect(LANGUAGE_MODEL_SYSTEM_PROMPT).toContain('/events/12');
    const user = body.messages?.[1];
    expect(user?.role).toBe('user');
    for (const part of [material.question, material.answer, ...material.facts]) expect(user?.content).toContain(part);
    // No key configured: no Authorization header at all (and none taken from the process's OPENAI_API_KEY).
    expect(headers.authorization).toBeUndefined();
  });

  it('sends the API key as a bearer token when one is set', async () => {
    await phraseOrFallback(createLanguageModel(settings({ apiKey: 'sk-club-test' })), material);
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-club-test');
  });

  it('keeps the grounded answer when the server fails, without retrying', async () => {
    fake.fail(500);
    const result = await phraseOrFallback(createLanguageModel(settings()), material);
    expect(result).toMatchObject({ text: material.answer, phrased: false });
    expect(result.reason).toMatch(/failed/);
    expect(fake.requests).toHaveLength(1);
  });

  it('keeps the grounded answer when the server is unreachable', async () => {
    const closed = await startFakeLlmServer();
    await closed.close();
    const result = await phraseOrFallback(createLanguageModel(settings({ baseUrl: closed.baseUrl })), material);
    expect(result).toMatchObject({ text: material.answer, phrased: false });
  });

  it('keeps the grounded answer when no reply starts within half of the timeout', async () => {
    fake.hang();
    const pieces: string[] = [];
    const result = await phraseOrFallback(createLanguageModel(settings({ timeoutMs: 200 })), material, (piece) => pieces.push(piece));
    expect(result).toEqual({ text: material.answer, phrased: false, reason: 'no reply within 100 ms' });
    expect(pieces).toEqual([]);
  });

  it('keeps the grounded answer when the reply does not finish within the timeout, though pieces came', async () => {
    fake.hang('The ESDC has ');
    const pieces: string[] = [];
    // Long enough for the first piece to come well within half of it, even on a busy machine.
    const result = await phraseOrFallback(createLanguageModel(settings({ timeoutMs: 2000 })), material, (piece) => pieces.push(piece));
    expect(result).toEqual({ text: material.answer, phrased: false, reason: 'no complete reply within 2000 ms' });
    // The pieces were shown as they came; the returned text replaces them.
    expect(pieces).toEqual(['The ESDC has ']);
  });

  it('keeps the grounded answer when the reply drops a path the answer cites', async () => {
    fake.dropPaths();
    const result = await phraseOrFallback(createLanguageModel(settings()), material);
    expect(result).toEqual({ text: material.answer, phrased: false, reason: 'the language model dropped /events/12, /events/14' });
    fake.answer(phrased.replace(' and the Soldering Night (/events/14)', ''));
    expect(await phraseOrFallback(createLanguageModel(settings()), material)).toMatchObject({
      phrased: false,
      reason: 'the language model dropped /events/14',
    });
  });

  it('keeps the grounded answer when the reply cites a path that is in neither the answer nor the facts', async () => {
    fake.answer(`${phrased} Members also get a discount at /shop/products/3.`);
    expect(await phraseOrFallback(createLanguageModel(settings()), material)).toEqual({
      text: material.answer,
      phrased: false,
      reason: 'the language model cited /shop/products/3, which the material does not',
    });
  });

  it('keeps the grounded answer when the reply is blank', async () => {
    fake.answer('   ');
    expect(await phraseOrFallback(createLanguageModel(settings()), material)).toEqual({
      text: material.answer,
      phrased: false,
      reason: 'the language model answered nothing',
    });
  });

  it('trims the phrased reply, and accepts a path closing a sentence', async () => {
    fake.answer('  See /events/12 and /events/14.\n');
    expect(await phraseOrFallback(createLanguageModel(settings()), material)).toEqual({ text: 'See /events/12 and /events/14.', phrased: true });
  });

  it('keeps the grounded answer when the caller aborts mid-reply', async () => {
    fake.hang('The ESDC ');
    const controller = new AbortController();
    const result = await phraseOrFallback(createLanguageModel(settings()), material, () => controller.abort(), controller.signal);
    expect(result).toEqual({ text: material.answer, phrased: false, reason: 'aborted by the caller' });
  });

  it('returns the grounded answer, unphrased, without a model', async () => {
    expect(await phraseOrFallback(undefined, material)).toEqual({ text: material.answer, phrased: false });
  });
});

describe('LanguageModel.stream', () => {
  it('throws a LanguageModelError on a failure, and at once on a signal already aborted', async () => {
    fake.fail(503);
    const model = createLanguageModel(settings());
    await expect(collect(model.stream(material))).rejects.toBeInstanceOf(LanguageModelError);
    await expect(collect(model.stream(material, AbortSignal.abort()))).rejects.toThrow('aborted by the caller');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('citedPaths', () => {
  it('finds the site paths a text cites, without the closing punctuation, once each', () => {
    expect(citedPaths('See /events/12. Then [the course](/courses/intro-to-arduino), /leaderboard and /events/12!')).toEqual([
      '/events/12',
      '/courses/intro-to-arduino',
      '/leaderboard',
    ]);
  });

  it('takes no dates, fractions, words joined by a slash or absolute addresses for paths', () => {
    expect(citedPaths('Open 24/7 on 1/2 days, I2C and/or SPI, https://esdc.example/events/12, me@club.example/x')).toEqual([]);
  });
});

/** Every piece of a stream, in order. */
async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const piece of pieces) all.push(piece);
  return all;
}
