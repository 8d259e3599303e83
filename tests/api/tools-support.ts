// Shared by the tools API tests: an app wired to the loopback model server, signed-in callers,
// and a reader for server-sent events.
import { createApiTest, type ApiTest } from '../helpers/api.ts';
import { useFixture } from '../helpers/fixture.ts';
import { startOpenAiServer, type Behaviour, type FakeOpenAi } from '../fixtures/openai-server.ts';

export const PLATFORM_KEY = 'sk-platform-key-4f9a2c';

/** a valid question-generator request */
export const MCQ_REQUEST = {
  gradeLevel: 'Grade 7',
  subject: 'Science',
  topic: 'Photosynthesis',
  questionType: 'multiple-choice',
  count: 3,
  language: 'English',
};

export interface ToolsApp extends ApiTest {
  model: FakeOpenAi;
}

export async function createToolsApp(
  behaviour: Partial<Behaviour> = {},
  env: Record<string, string> = {},
): Promise<ToolsApp> {
  const model = await startOpenAiServer(behaviour);
  const t = await createApiTest({ AI_BASE_URL: model.url, AI_MODEL: 'test-model', AI_API_KEY: PLATFORM_KEY, ...env });
  return {
    ...t,
    model,
    async close() {
      await t.close();
      await model.close();
    },
  };
}

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Parses a complete text/event-stream body into its events (comments skipped). */
export function parseSse(body: string): SseEvent[] {
  return body
    .split(/\n\n/)
    .filter((b) => b.trim() && !b.startsWith(':'))
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) };
    });
}

export const textOf = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text)
    .join('');

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart/form-data body with one file in `field`. */
export function multipart(field: string, filename: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = `----lmstest${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The file's tools app and model server, started before its tests and closed after them. */
export const useToolsApp = (behaviour: Partial<Behaviour> = {}, env: Record<string, string> = {}) =>
  useFixture(
    () => createToolsApp(behaviour, env),
    (t) => t.close(),
  );
