// nodemailer over SMTP_URL, one pooled transport per process. SMTP_URL is set by the operator in
// the environment, so it is trusted as configured (server/outbound/guard.ts).
import nodemailer, { type Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

export function mailTransport(smtpUrl: string): Transporter {
  let t = transports.get(smtpUrl);
  if (!t) {
    const url = new URL(smtpUrl);
    t = nodemailer.createTransport({
      pool: true,
      maxConnections: 4,
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(smtpUrl, t);
  }
  return t;
}

/** closes the pooled connections (at shutdown) */
export function closeMailTransports() {
  for (const t of transports.values()) t.close();
  transports.clear();
}
