import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GROUNDED_ANSWER_HEADING } from '../features/chatbot/language-model.ts';

/** One chat completions request as the fake server received it. */
interface FakeLlmRequest {
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (`model`, `messages`, `stream`, …). */
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[]; [key: string]: unknown };
}

/** What the fake server does with the next requests. */
type Behaviour = { kind: 'answer'; text: (request: FakeLlmRequest) => string } | { kind: 'hang'; firstPiece?: string } | { kind: 'fail'; status: number };

/**
 * A fake OpenAI-compatible server on a free local port (node:http), for tests of the chatbot's language model:
 * `POST /v1/chat/completions` with `stream: true` answers Server-Sent Events `data: {"choices":[{"delta":{"content":…}}]}`
 * and `data: [DONE]`, one word per event. It answers with the grounded reply until told otherwise.
 */
export interface FakeLlmServer {
  /** `http://127.0.0.1:<port>/v1`, for LLM_BASE_URL. */
  baseUrl: string;
  /** Every request received, in order. */
  requests: FakeLlmRequest[];
  /** Streams `text` (or what `text` makes of the request) to every request from now on. */
  answer(text: string | ((request: FakeLlmRequest) => string)): void;
  /** Answers with the grounded reply of each request as it is (the default). */
  echo(): void;
  /** Answers with the grounded reply of each request with every path (`/events/12`) left out. */
  dropPaths(): void;
  /** Sends the stream's headers (and `firstPiece`, when given), then nothing until the client goes away. */
  hang(firstPiece?: string): void;
  /** Answers `status` (default 500) with an OpenAI-style error body. */
  fail(status?: number): void;
  close(): Promise<void>;
}

/**
 * The grounded reply a request carries: the user message's text after {@link GROUNDED_ANSWER_HEADING}.
 * @param request a received request
 * @returns the reply, or '' when the request has none
 */
function groundedAnswerIn(request: FakeLlmRequest): string {
  const user = request.body.messages?.findLast((message) => message.role === 'user')?.content ?? '';
  const at = user.lastIndexOf(`${GROUNDED_ANSWER_HEADING}\n`);
  return at < 0 ? '' : user.slice(at + GROUNDED_ANSWER_HEADING.length + 1);
}

/** One Server-Sent Event of a streamed chat completion carrying `delta`. */
function chunk(model: string, delta: Record<string, string>, finishReason: string | null = null): string {
  const data = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finishReason }] };
  return `data: ${JSON.stringify(data)}\n\n`;
}

/** Starts the fake server; {@link FakeLlmServer.close} stops it and drops any hanging connection. */
export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const requests: FakeLlmRequest[] = [];
  let behaviour: Behaviour = { kind: 'answer', text: groundedAnswerIn };

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }));
        return;
      }
      let body: FakeLlmRequest['body'];
      try {
        body = JSON.parse(Buffer.concat(parts).toString('utf8')) as FakeLlmRequest['body'];
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Invalid JSON' } }));
        return;
      }
      const request: FakeLlmRequest = { headers: req.headers, body };
      requests.push(request);
      if (behaviour.kind === 'fail') {
        res
          .writeHead(behaviour.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'The fake model failed', type: 'server_error' } }));
        return;
      }
      if (body.stream !== true) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'The fake model only streams' } }));
        return;
      }
      const model = body.model ?? '';
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.write(chunk(model, { role: 'assistant', content: '' }));
      if (behaviour.kind === 'hang') {
        if (behaviour.firstPiece) res.write(chunk(model, { content: behaviour.firstPiece }));
        return;
      }
      for (const piece of behaviour.text(request).match(/\s*\S+\s*/g) ?? []) res.write(chunk(model, { content: piece }));
      res.write(chunk(model, {}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(text) {
      behaviour = { kind: 'answer', text: typeof text === 'string' ? () => text : text };
    },
    echo() {
      behaviour = { kind: 'answer', text: groundedAnswerIn };
    },
    dropPaths() {
      behaviour = { kind: 'answer', text: (request) => groundedAnswerIn(request).replace(/(?<![\w/:.])\/[A-Za-z0-9][\w\-.~%/]*/g, 'the site') };
    },
    hang(firstPiece) {
      behaviour = firstPiece === undefined ? { kind: 'hang' } : { kind: 'hang', firstPiece };
    },
    fail(status = 500) {
      behaviour = { kind: 'fail', status };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
