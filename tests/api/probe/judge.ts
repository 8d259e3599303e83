// What counts as a failed probe, apart from the run so that it can be tested on made-up answers.
import type { Probe } from './plan.ts';

export interface Outcome {
  caller: { email: string; role: string; schema: string; operator: boolean };
  probe: Probe;
  status: number;
  body: string;
  /** the victim's markers found in the answer (findLeaks) */
  leaks: string[];
}

/** 5xx is never an answer, except the documented one for a school without an AI model. */
export function serverError(o: Pick<Outcome, 'status' | 'body'>): boolean {
  if (o.status < 500) return false;
  return !(o.status === 503 && /"code":"ai_not_configured"/.test(o.body));
}

/** The problems of one non-operator's probe; `getStatus` is the answer to a GET of the same URL. */
export function problemsOf(o: Outcome, getStatus?: number): string[] {
  const problems: string[] = [];
  if (serverError(o)) problems.push('server error');
  if (o.leaks.length) problems.push(`carries B's ${o.leaks.slice(0, 5).join(', ')}`);
  const named = o.probe.namesSchema;
  if (named && named !== o.caller.schema && ![400, 403].includes(o.status))
    problems.push(`named tenant ${named} and was not refused`);
  // a HEAD has no body to check: it must succeed exactly where the GET of the same URL does
  if (o.probe.method === 'HEAD' && getStatus !== undefined && o.status < 300 !== getStatus < 300)
    problems.push(`HEAD disagrees with GET (${getStatus})`);
  return problems;
}
