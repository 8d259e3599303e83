// Which model server a tenant's generations go to: the tenant's own row in platform.app_providers
// when it has one, else the platform default from AI_BASE_URL / AI_MODEL / AI_API_KEY. Any
// OpenAI-compatible chat-completions server works through the SDK's baseURL. A school's server was
// typed into the app, so its requests go through the outbound guard; the platform default is trusted.
import OpenAI from 'openai';
import { sql } from 'kysely';
import type { Static } from '@sinclair/typebox';
import type { ProviderView as ProviderViewSchema } from '../../src/shared/ai-admin-answers.ts';
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import type { SecretBox } from './secret-box.ts';
import { ApiError } from '../errors.ts';
import { TtlCache } from './ttl-cache.ts';
import { guardedFetch, hostOf, type AllowedHost } from '../outbound/guard.ts';

export interface ResolvedProvider {
  source: 'tenant' | 'platform';
  providerName: string;
  baseUrl: string;
  model: string;
  apiKey?: string;
}

export interface ProviderRow {
  id: number;
  tenant_id: number;
  provider_name: string;
  base_url: string;
  model: string;
  api_key_enc: string | null;
  version: number;
  updated_at: string;
}

/** What the browser may see of a provider: everything but the key. */
export type ProviderView = Static<typeof ProviderViewSchema>;

export const toView = (r: ProviderRow): ProviderView => ({
  tenantId: r.tenant_id,
  providerName: r.provider_name,
  baseUrl: r.base_url,
  model: r.model,
  hasApiKey: Boolean(r.api_key_enc),
  version: r.version,
  updatedAt: r.updated_at,
});

export class ProviderRegistry {
  private readonly cache = new TtlCache<ResolvedProvider | null>(30_000);
  private readonly clients = new Map<string, OpenAI>();
  /**
   * Hosts a school's server may be on although their address is private: OUTBOUND_ALLOW_HOSTS, and
   * the platform's own model server (AI_BASE_URL's host and port), which a school may use with
   * another model or key.
   */
  readonly allowHosts: AllowedHost[];
  private readonly guardedFetch: typeof fetch;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly box: () => Promise<SecretBox>,
  ) {
    this.allowHosts = [...config.outbound.allowHosts, ...hostOf(config.ai.baseUrl)];
    this.guardedFetch = guardedFetch(this.allowHosts);
  }

  platformDefault(): ResolvedProvider | null {
    const { baseUrl, model, apiKey } = this.config.ai;
    if (!baseUrl || !model) return null;
    return { source: 'platform', providerName: 'platform', baseUrl, model, apiKey };
  }

  resolve(tenantId: number): Promise<ResolvedProvider | null> {
    return this.cache.get(String(tenantId), async () => {
      const res = await sql<ProviderRow>`SELECT * FROM platform.app_providers WHERE tenant_id = ${tenantId}`.execute(
        this.db,
      );
      const row = res.rows[0];
      if (!row) return this.platformDefault();
      let apiKey: string | undefined;
      try {
        apiKey = row.api_key_enc ? (await this.box()).open(row.api_key_enc) : undefined;
      } catch {
        throw new ApiError(
          503,
          'ai_provider_key_unreadable',
          "The stored API key of this school's model server cannot be decrypted (was SECRET_KEY changed?). An operator must enter it again at /ei/app-provider-details.",
        );
      }
      return { source: 'tenant', providerName: row.provider_name, baseUrl: row.base_url, model: row.model, apiKey };
    });
  }

  invalidate(tenantId: number) {
    this.cache.clear(String(tenantId));
  }

  /** One SDK client per server and key, so connections are reused across generations. */
  client(p: Pick<ResolvedProvider, 'source' | 'baseUrl' | 'apiKey'>): OpenAI {
    const key = `${p.source}\u0000${p.baseUrl}\u0000${p.apiKey ?? ''}`;
    let c = this.clients.get(key);
    if (!c) {
      // Local servers (Ollama, llama.cpp) take no key, but the SDK insists on one.
      c = new OpenAI({
        baseURL: p.baseUrl,
        apiKey: p.apiKey || 'no-key',
        maxRetries: 0,
        timeout: 120_000,
        ...(p.source === 'tenant' ? { fetch: this.guardedFetch } : {}),
      });
      if (this.clients.size > 100) this.clients.clear();
      this.clients.set(key, c);
    }
    return c;
  }
}
