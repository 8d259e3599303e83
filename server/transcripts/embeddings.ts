// The tutor's embedding model (docs/ai-chat.md): AI_EMBEDDING_MODEL on the platform's
// OpenAI-compatible server (AI_BASE_URL, AI_API_KEY), called through the official SDK's
// embeddings API. Vectors are made unit length here, so cosine similarity is a dot product.
import OpenAI from 'openai';
import type { Config } from '../config.ts';

export interface Embedder {
  model: string;
  /** cosine similarity a passage needs to match a question (AI_EMBEDDING_MIN_SIMILARITY) */
  minSimilarity: number;
  /** one unit vector per text, in order; `timeoutMs` per request */
  embed(texts: string[], timeoutMs?: number): Promise<number[][]>;
}

/** Inputs per request (OpenAI takes up to 2048; local servers prefer fewer). */
const BATCH = 64;

export function unit(v: ArrayLike<number>): number[] {
  const a = Array.from(v);
  const norm = Math.hypot(...a);
  return norm ? a.map((x) => x / norm) : a;
}

/** A real[] literal for a vector (parameters go in as text and are cast in SQL). */
export const vectorLiteral = (v: number[]) => `{${v.join(',')}}`;

const embedders = new WeakMap<Config, Embedder | null>();

/** The configured embedder, or null when no embedding model is set (full-text retrieval only). */
export function embedderFor(config: Config): Embedder | null {
  if (embedders.has(config)) return embedders.get(config)!;
  const { baseUrl, apiKey, embeddingModel: model, embeddingDimensions: dimensions, minSimilarity } = config.ai;
  let e: Embedder | null = null;
  if (baseUrl && model) {
    // the platform's own server, trusted as configured (as providers.ts treats AI_BASE_URL)
    const client = new OpenAI({ baseURL: baseUrl, apiKey: apiKey || 'no-key', maxRetries: 1, timeout: 60_000 });
    e = {
      model,
      minSimilarity: minSimilarity ?? 0.3,
      async embed(texts, timeoutMs) {
        const out: number[][] = [];
        for (let i = 0; i < texts.length; i += BATCH) {
          const res = await client.embeddings.create(
            { model, input: texts.slice(i, i + BATCH), ...(dimensions ? { dimensions } : {}) },
            timeoutMs ? { timeout: timeoutMs, maxRetries: 0 } : {},
          );
          out.push(...[...res.data].sort((a, b) => a.index - b.index).map((d) => unit(d.embedding)));
        }
        if (out.length !== texts.length)
          throw new Error(`The embedding model answered ${out.length} of ${texts.length}`);
        return out;
      },
    };
  }
  embedders.set(config, e);
  return e;
}

/** A text lesson's body as passages of whole sentences, about `words` words each. */
export function splitPassages(body: string, words = 60): string[] {
  const sentences = body.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]*\s*/g) ?? [];
  const out: string[] = [];
  let cur = '';
  for (const s of sentences) {
    if (cur && (cur + s).split(' ').length > words) {
      out.push(cur.trim());
      cur = '';
    }
    cur += s;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}
