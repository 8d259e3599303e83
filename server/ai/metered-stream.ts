// One generation streamed to the page and metered: the quota ticket, the event stream, the run and
// the usage row, as the teacher tools (server/tools/generate.ts) and the classroom's feedback draft
// both need it (docs/ai-tools.md).
import { performance } from 'node:perf_hooks';
import type { FastifyReply } from 'fastify';
import type { Principal } from '../auth/principal.ts';
import type { AiServices } from './services.ts';
import type { ChatMessage } from './prompt.ts';
import type { ResolvedProvider } from './providers.ts';
import { openEventStream } from './sse.ts';
import { runGeneration, type GenerationOptions, type GenerationOutcome } from './run-generation.ts';

export async function streamMetered(
  ai: AiServices,
  p: Principal,
  slug: string,
  provider: ResolvedProvider,
  reply: FastifyReply,
  messages: ChatMessage[],
  checks: Pick<GenerationOptions, 'readabilityTarget' | 'checkAnswer' | 'gradeAnswer'> = {},
): Promise<GenerationOutcome> {
  const ticket = await ai.quotas.reserve(p, slug, provider.model);
  const started = performance.now();
  const { sse, signal } = openEventStream(reply);
  const outcome = await runGeneration({
    client: ai.providers.client(provider),
    model: provider.model,
    apiKey: provider.apiKey,
    echoErrors: provider.source === 'platform',
    messages,
    signal,
    sse,
    ...checks,
  });
  sse.end();
  ai.quotas.finish(ticket, outcome.status, outcome.usage, performance.now() - started, outcome.failedChecks);
  return outcome;
}
