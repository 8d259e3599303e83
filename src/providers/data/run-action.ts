// The browser's side of a resource's named actions: POST /api/resources/:resource/actions/:action
// (server/resources/actions.ts). The answer lists every id with its record or its error; `failed`
// tells a screen what to report.
import { apiFetch } from '../http-client.ts';

export type ActionResult<R, O> =
  | { id: string | number; ok: true; data: R; output?: O }
  | { id: string | number; ok: false; status: number; error: { code: string; message: string } };

export interface ActionAnswer<R, O> {
  action: string;
  succeeded: number;
  failed: number;
  results: ActionResult<R, O>[];
}

export async function runAction<R = Record<string, unknown>, O = Record<string, unknown>>(
  resource: string,
  action: string,
  ids: readonly (string | number)[],
  input?: Record<string, unknown>,
): Promise<ActionAnswer<R, O>> {
  const body = input === undefined ? { ids } : { ids, input };
  const res = await apiFetch<{ data: ActionAnswer<R, O> }>(
    `/resources/${encodeURIComponent(resource)}/actions/${encodeURIComponent(action)}`,
    { method: 'POST', body },
  );
  return res.data;
}

/** The failed ids' messages in one line ("a@x.test: Enable this account first; …"), or undefined. */
export function failureText<R, O>(answer: ActionAnswer<R, O>, label: (id: string | number) => string) {
  const failed = answer.results.filter((r) => !r.ok);
  if (!failed.length) return undefined;
  return failed.map((r) => `${label(r.id)}: ${r.ok ? '' : r.error.message}`).join('; ');
}
