// A loopback SMTP server for the browser tests and the demo (the smtp-server package): accepts
// every message on 127.0.0.1:PORT and appends one JSON line per message (recipients, subject, and
// the set-password link an invite or reset carries) to FILE, so a test can tell what arrived and
// follow the link as the recipient would. Usage: node scripts/smtp-sink.mjs PORT FILE
import fs from 'node:fs';
import { SMTPServer } from 'smtp-server';

const [port, file] = process.argv.slice(2);
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, cb) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const head = raw.split(/\r?\n\r?\n/, 1)[0];
      // the body is quoted-printable: soft line breaks and =XX escapes undone before looking
      const body = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
      const link = /https?:\/\/[^\s"<>]+\/set-password\?token=[A-Za-z0-9._%-]+/.exec(body)?.[0];
      const subject = /^Subject:\s*(.*)$/im.exec(head)?.[1] ?? '';
      const to = session.envelope.rcptTo.map((r) => r.address);
      fs.appendFileSync(file, JSON.stringify({ to, subject, link, at: new Date().toISOString() }) + '\n');
      cb();
    });
  },
});
server.listen(Number(port), '127.0.0.1', () => console.log(`smtp sink on 127.0.0.1:${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
