// The pages a browser sees during an LTI login or launch: a refusal (4xx, its code named, nothing
// created) and the hand-over that signs the launched user in. Same look as the sign-in pages.
import type { FastifyReply } from 'fastify';
import type { ErrorCode } from '../error-codes.ts';
import { escapeHtml, page } from '../identity/html.ts';
import { AUTO_SUBMIT_HASH } from '../identity/provider-pages.ts';

/** A refused login or launch, as a page (the platform shows it in its frame or window). */
export class LtiRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const csp = (formAction: string, script = "'none'") =>
  `default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action ${formAction}; script-src ${script}`;

function send(reply: FastifyReply, status: number, html: string, policy = csp("'self'")) {
  reply.header('content-security-policy', policy).header('cache-control', 'no-store');
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}

/** A page of ours (the deep-linking picker) with a 200. */
export const htmlPage = (reply: FastifyReply, html: string) => send(reply, 200, html);

/** The page that form-posts a signed answer back to the platform at `target` (its one script submits it). */
export const postBackPage = (reply: FastifyReply, html: string, target: string) =>
  send(reply, 200, html, csp(`'self' ${new URL(target).origin}`, AUTO_SUBMIT_HASH));

export function refusalPage(reply: FastifyReply, r: LtiRefusal) {
  return send(
    reply,
    r.status,
    page(
      'Launch refused',
      `<p class="subtitle">This launch from your learning platform could not be accepted.</p>
<p class="alert" role="alert" data-code="${escapeHtml(r.code)}">${escapeHtml(r.message)}</p>
<p class="note">Go back to your course and open the link again. If this keeps happening, show this
message (${escapeHtml(r.code)}) to your school's administrator.</p>`,
    ),
  );
}

/** The launch's answer: forgets any other user signed in in this browser (storage and cookies of our
 * origin), then goes on to the one-time sign-in link. */
export function handOverPage(reply: FastifyReply, next: string) {
  reply.header('clear-site-data', '"cookies", "storage"');
  reply.header('referrer-policy', 'no-referrer');
  const href = escapeHtml(next);
  return send(
    reply,
    200,
    page(
      'Signing you in',
      `<meta http-equiv="refresh" content="0;url=${href}">
<p class="subtitle" role="status">Signing you in…</p>
<p class="note"><a href="${href}">Continue</a></p>`,
    ),
  );
}
