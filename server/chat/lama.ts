// The open-model chat (/ai/lama-chat, docs/ai-chat.md): the models the school's model server
// lists (an Ollama or llama.cpp server answers GET /v1/models like OpenAI's), and the check that a
// conversation's chosen model is one of them.
import type { AiServices } from '../ai/services.ts';
import type { Principal } from '../auth/principal.ts';
import { notConfigured } from '../ai/not-configured.ts';
import { invalidField } from '../errors.ts';

export interface ModelList {
  /** false: the school has no model server (the page says so; asking answers 503 ai_not_configured) */
  configured: boolean;
  provider: string;
  /** the provider's configured model: what a conversation uses until one is chosen */
  defaultModel: string;
  models: string[];
  /** false when the server did not list its models (then only the configured one is offered) */
  listed: boolean;
}

export async function lamaModels(ai: AiServices, p: Principal): Promise<ModelList> {
  const provider = await ai.providers.resolve(p.tenantId);
  if (!provider) return { configured: false, provider: '', defaultModel: '', models: [], listed: false };
  const base = { configured: true, provider: provider.providerName, defaultModel: provider.model };
  try {
    const page = await ai.providers.client(provider).models.list({ signal: AbortSignal.timeout(5000) });
    const models = [...new Set(page.data.map((m) => m.id))].sort();
    if (models.length) return { ...base, models, listed: true };
  } catch {
    // A server without the listing (or down right now) still has its configured model.
  }
  return { ...base, models: [provider.model], listed: false };
}

export async function checkModel(ai: AiServices, p: Principal, model: string | undefined) {
  if (model === undefined) return;
  const list = await lamaModels(ai, p);
  if (!list.configured) throw notConfigured();
  if (!list.models.includes(model))
    throw invalidField('model', `The school's model server does not list a model called "${model}"`);
}
