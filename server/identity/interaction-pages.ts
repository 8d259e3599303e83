// What every page of the embedded provider's sign-in shares: the interaction a request belongs to
// (the uid in its path must match the signed, path-scoped interaction cookie: the CSRF check), the
// page answer with the sign-in pages' headers, and the "sign-in expired" page.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../config.ts';
import { escapeHtml, page } from './html.ts';
import type { providerHeaders } from './headers.ts';

export function interactionPages(provider: Provider, config: Config, headers: ReturnType<typeof providerHeaders>) {
  const send = (reply: FastifyReply, status: number, html: string) => {
    headers.page(reply.raw);
    return reply.status(status).type('text/html; charset=utf-8').send(html);
  };
  const expired = (reply: FastifyReply) =>
    send(
      reply,
      400,
      page(
        'Sign-in expired',
        `
<p class="subtitle">This sign-in page has expired.</p>
<p class="alert" role="alert">Please go back to the application and sign in again.</p>
<p class="note"><a href="${escapeHtml(config.publicUrl + '/')}">Back to the application</a></p>`,
      ),
    );
  /** The interaction of this request, if the cookie and the uid in the path agree. */
  const interactionOf = async (req: Pick<FastifyRequest, 'raw'> & { params: { uid: string } }, reply: FastifyReply) => {
    try {
      const details = await provider.interactionDetails(req.raw, reply.raw);
      return details.uid === req.params.uid ? details : undefined;
    } catch {
      return undefined;
    }
  };
  return { send, expired, interactionOf };
}
