// What a failed save says, split into messages for fields and one for the form. Both error shapes
// reach a form: the HTTP client's (admin routes: error.fields) and the data provider's Refine
// error (generic writes: errors).
import { HttpError } from '../../providers/http-client.ts';

export interface SaveFailure {
  status: number;
  code?: string;
  message: string;
  fields: Record<string, string>;
}

export function saveFailure(err: unknown): SaveFailure {
  if (err instanceof HttpError) {
    const body = err.body as { error?: { fields?: Record<string, string> } } | undefined;
    const fields = body?.error?.fields ?? {};
    return { status: err.status, code: err.code, message: err.message, fields };
  }
  const e = err as
    { statusCode?: number; code?: string; message?: string; errors?: Record<string, unknown> } | undefined;
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(e?.errors ?? {})) {
    const text = Array.isArray(v) ? v.join(' ') : typeof v === 'string' ? v : (v as { message?: string })?.message;
    if (text) fields[k] = text;
  }
  return { status: e?.statusCode ?? 0, code: e?.code, message: e?.message ?? String(err), fields };
}
