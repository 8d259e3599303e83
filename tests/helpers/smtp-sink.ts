// A loopback SMTP server (the smtp-server package) that keeps what it receives. `refuse` makes it
// answer every recipient with a permanent error, as a mail server refusing an address would.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { useFixture } from './fixture.ts';

export interface SinkMessage {
  to: string[];
  raw: string;
  messageId: string;
  subject: string;
}

export interface SmtpSink {
  url: string;
  messages: SinkMessage[];
  /** recipients refused so far (one per attempt) */
  refused: string[];
  refuse: boolean;
  /** addresses refused even when `refuse` is off */
  refuseAddresses: Set<string>;
  /** how long each message takes to be accepted, to catch a server mid-delivery */
  delayMs: number;
  close(): Promise<void>;
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw.split(/\r?\n\r?\n/, 1)[0] ?? '')?.[1]?.trim() ?? '';

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const sink: SmtpSink = {
    url: '',
    messages: [],
    refused: [],
    refuse: false,
    refuseAddresses: new Set(),
    delayMs: 0,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (sink.refuse || sink.refuseAddresses.has(address.address)) {
        sink.refused.push(address.address);
        const err = Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 });
        return cb(err);
      }
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        sink.messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: header(raw, 'Message-ID'),
          subject: header(raw, 'Subject'),
        });
        setTimeout(cb, sink.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}

/** The decoded body of a message's part of type `type` (text/html, text/plain), '' when it has none. */
export function mimePart(raw: string, type: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    if (!new RegExp(`^content-type:\\s*${type}`, 'im').test(head)) continue;
    const body = rest.join('\r\n\r\n').replace(/\r?\n--[^\r\n]*--\s*$/, '');
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
    if (encoding !== 'quoted-printable') return body;
    const pieces = body.replace(/=\r?\n/g, '').split(/(=[0-9A-F]{2})/i);
    const bytes = pieces.map((p) =>
      /^=[0-9A-F]{2}$/i.test(p) ? Buffer.from([parseInt(p.slice(1), 16)]) : Buffer.from(p),
    );
    return Buffer.concat(bytes).toString('utf8');
  }
  return '';
}

/** waits until `ok()` holds (or fails after `ms`) */
export async function waitFor(ok: () => boolean | Promise<boolean>, ms = 20_000, what = 'condition') {
  const t0 = Date.now();
  while (!(await ok())) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The file's loopback SMTP server, started before its tests and closed after them. */
export const useSmtpSink = () =>
  useFixture(
    () => startSmtpSink(),
    (s) => s.close(),
  );
