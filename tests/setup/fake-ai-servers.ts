/**
 * Local fakes of the OpenAI Chat Completions and Anthropic Messages APIs, on 127.0.0.1 and a random
 * port, so the AI SDK providers can be tested plain and streaming without any network. They answer
 * just enough of each wire format for the SDK's parsers, and record every request.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAiRequest {
  path: string;
  // The parsed JSON body, loosely typed so tests can reach into it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeAiServer {
  /** The base URL to hand the SDK (ends in /v1), e.g. http://127.0.0.1:40123/v1. */
  url: string;
  requests: FakeAiRequest[];
  close(): Promise<void>;
}

export interface FakeAiOptions {
  /** The answer the fake model gives; streamed word by word. */
  reply?: string;
  /** Answer every request with this HTTP status and an error body instead. */
  failWith?: number;
}

export const FAKE_REPLY = 'Hello from the fake model. Regular sleep helps most people feel better.';

type Responder = (response: ServerResponse, body: FakeAiRequest['body'], reply: string) => void;

export function startFakeOpenAI(options: FakeAiOptions = {}): Promise<FakeAiServer> {
  return startFakeServer(options, {
    paths: ['/v1/chat/completions', '/chat/completions'],
    errorBody: { error: { message: 'The fake server failed.', type: 'server_error', code: null } },
    respond: answerOpenAI,
  });
}

export function startFakeAnthropic(options: FakeAiOptions = {}): Promise<FakeAiServer> {
  return startFakeServer(options, {
    paths: ['/v1/messages', '/messages'],
    errorBody: { type: 'error', error: { type: 'api_error', message: 'The fake server failed.' } },
    respond: answerAnthropic,
  });
}

/** Splits the reply into word-sized pieces, so a stream has several chunks that join back exactly. */
export function replyChunks(reply: string): string[] {
  return reply.match(/\S+\s*|\s+/g) ?? [reply];
}

const answerOpenAI: Responder = (response, body, reply) => {
  const base = {
    id: 'chatcmpl-fake',
    created: 1_700_000_000,
    model: String(body?.model ?? 'fake'),
  };
  if (body?.stream !== true) {
    sendJson(response, 200, {
      ...base,
      object: 'chat.completion',
      choices: [
        { index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    });
    return;
  }
  const chunk = (delta: object, finishReason: string | null) => ({
    ...base,
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  });
  const events = [
    chunk({ role: 'assistant', content: '' }, null),
    ...replyChunks(reply).map((content) => chunk({ content }, null)),
    chunk({}, 'stop'),
    {
      ...base,
      object: 'chat.completion.chunk',
      choices: [],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    },
  ];
  sendSse(response, [
    ...events.map((event) => `data: ${JSON.stringify(event)}\n\n`),
    'data: [DONE]\n\n',
  ]);
};

const answerAnthropic: Responder = (response, body, reply) => {
  const model = String(body?.model ?? 'fake');
  if (body?.stream !== true) {
    sendJson(response, 200, {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text: reply }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 5 },
    });
    return;
  }
  const events: object[] = [
    {
      type: 'message_start',
      message: {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model,
        content: [],
        stop_reason: null,
        usage: { input_tokens: 10, output_tokens: 1 },
      },
    },
    { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
    ...replyChunks(reply).map((text) => ({
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'text_delta', text },
    })),
    { type: 'content_block_stop', index: 0 },
    {
      type: 'message_delta',
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: 5 },
    },
    { type: 'message_stop' },
  ];
  sendSse(
    response,
    events.map(
      (event) => `event: ${(event as { type: string }).type}\ndata: ${JSON.stringify(event)}\n\n`,
    ),
  );
};

async function startFakeServer(
  options: FakeAiOptions,
  api: { paths: string[]; errorBody: object; respond: Responder },
): Promise<FakeAiServer> {
  const reply = options.reply ?? FAKE_REPLY;
  const requests: FakeAiRequest[] = [];
  const server = createServer((request, response) => {
    void readJson(request).then((body) => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      requests.push({ path, body, headers: { ...request.headers } });
      if (request.method !== 'POST' || !api.paths.includes(path)) {
        sendJson(response, 404, {
          error: { message: `No fake route for ${request.method} ${path}` },
        });
      } else if (options.failWith) {
        // A retry hint, as the real APIs send, so the SDK's one retry does not wait its 2 s backoff.
        sendJson(response, options.failWith, api.errorBody, { 'retry-after-ms': '10' });
      } else {
        api.respond(response, body, reply);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // fetch keeps connections alive; without this, close() waits for them to time out.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function readJson(request: IncomingMessage): Promise<FakeAiRequest['body']> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: object,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function sendSse(response: ServerResponse, frames: string[]): void {
  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  for (const frame of frames) response.write(frame);
  response.end();
}
