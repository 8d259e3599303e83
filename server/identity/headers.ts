// Security headers for the provider's responses (its endpoints and our login page). They differ
// from the app's: forms redirect to the app's origins, and silent sign-in frames the provider.
import type { ServerResponse } from 'node:http';
import { AUTO_SUBMIT_HASH } from './provider-pages.ts';

export function providerHeaders(origins: string[]) {
  const list = origins.join(' ');
  const csp = (frameAncestors: string) =>
    [
      "default-src 'self'",
      `script-src 'self' ${AUTO_SUBMIT_HASH}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "base-uri 'none'",
      "object-src 'none'",
      // Chrome applies form-action to the redirects after a form post (to the app's callback).
      `form-action 'self' ${list}`,
      `frame-ancestors ${frameAncestors}`,
    ].join('; ');
  const endpoints = csp(`'self' ${list}`);
  const pages = csp("'self'");
  return {
    /** authorization, token, logout...: may be framed by the app for silent sign-in */
    endpoint(res: ServerResponse) {
      res.removeHeader('x-frame-options');
      res.setHeader('content-security-policy', endpoints);
    },
    /** the login page: never framed by another site */
    page(res: ServerResponse) {
      res.setHeader('content-security-policy', pages);
      res.setHeader('cache-control', 'no-store');
    },
  };
}
