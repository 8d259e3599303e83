// Without SMTP_URL no message leaves the server: its log row is marked not sent. Outside production
// (config.mail.logUnsent) each such message is also written to the server log, clearly marked, so
// whoever runs the server can follow its links (a family's set-password link after signing up).
export interface UnsentMessage {
  recipient: string;
  subject: string;
  text: string;
}

export function unsentLogText(m: UnsentMessage): string {
  return [
    `[mail] NOT SENT (SMTP_URL is not set) to ${m.recipient}: "${m.subject}"`,
    ...m.text.split('\n').map((line) => `[mail] | ${line}`),
    '[mail] (end of the message that was not sent)',
  ].join('\n');
}

export function logUnsent(m: UnsentMessage): void {
  console.warn(unsentLogText(m));
}
