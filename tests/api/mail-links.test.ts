// The HTML part of every kind of message, as the SMTP server receives it: each address in it is an
// <a href> (escaped, the same address as its text), none is left as plain text, and a message about
// something in the app (a rejected document, an alert) links to it with a full address.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { mimePart, useSmtpSink, waitFor } from '../helpers/smtp-sink.ts';
import { sendNotification } from '../../server/mail/notify.ts';
import { MAIL_EVENTS } from '../../server/mail/events.ts';

const sink = useSmtpSink();
const t = useApiTest(() => ({ SMTP_URL: sink.url, MAIL_FROM: 'School <school@lms.test>', JOBS_POLL_SECONDS: '0.5' }));

const unescape = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/** [href, text] of each anchor, and the text outside anchors and tags */
function linksOf(html: string) {
  const anchors = [...html.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [
    unescape(m[1]!),
    unescape(m[2]!.replace(/<[^>]*>/g, '').trim()),
  ]);
  const outside = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<a\s[\s\S]*?<\/a>/g, '')
    .replace(/<[^>]*>/g, ' ');
  return { anchors, outside };
}

async function received(event: string, vars: Record<string, string>, link?: string) {
  const to = `${event}@links.test`;
  const id = await sendNotification(t.app, event, to, vars, { link });
  const row = async () =>
    (
      await sql<{ status: string; message_id: string }>`SELECT status, message_id FROM platform.notification_log
        WHERE id = ${id}`.execute(t.app.database.db)
    ).rows[0]!;
  await waitFor(async () => (await row()).status === 'sent', 20_000, `${event} sent`);
  const { message_id } = await row();
  return mimePart(sink.messages.find((m) => m.messageId === message_id)!.raw, 'text/html');
}

describe('links in the HTML part of each message', () => {
  // an "&" must reach the HTML as "&amp;", in the href as in the text
  const address = 'https://lms.test/set-password?token=a1&next=%2Fhome';

  it.each(MAIL_EVENTS.map((e) => [e.event, e] as const))('%s', async (event, e) => {
    const vars = { ...e.variables, ...('link' in e.variables ? { link: address } : {}) };
    const html = await received(event, vars);
    expect(html).toContain('<html');
    const { anchors, outside } = linksOf(html);
    expect(outside).not.toMatch(/https?:\/\//);
    if ('link' in e.variables) {
      expect(anchors).toEqual([[address, address]]);
      expect(html).toContain('<a href="https://lms.test/set-password?token=a1&amp;next=%2Fhome">');
    } else expect(anchors).toEqual([]);
  });

  it('a rejection links back to the app by the in-app link, as the review action sends it', async () => {
    const vars = { name: 'Zoë', document: 'Immunisation record', reason: 'The scan is unreadable' };
    const html = await received('document_rejected', vars, '/rejected-documents');
    const target = `${t.app.config.publicUrl}/rejected-documents`;
    expect(linksOf(html).anchors).toEqual([[target, target]]);
  });

  it('a relative link a caller passes becomes a full address', async () => {
    const e = MAIL_EVENTS.find((x) => x.event === 'document_expiring')!;
    const html = await received('document_expiring', { ...e.variables, link: '/my-documents' });
    const target = `${t.app.config.publicUrl}/my-documents`;
    expect(linksOf(html).anchors).toEqual([[target, target]]);
  });
});
