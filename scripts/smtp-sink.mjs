// A loopback SMTP server for the browser tests and the demo (the smtp-server package): accepts
// every message on 127.0.0.1:PORT and appends one JSON line per message (recipients, subject) to
// FILE, so a test can tell what arrived. Usage: node scripts/smtp-sink.mjs PORT FILE
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
      const head = Buffer.concat(chunks)
        .toString('utf8')
        .split(/\r?\n\r?\n/, 1)[0];
      const subject = /^Subject:\s*(.*)$/im.exec(head)?.[1] ?? '';
      const to = session.envelope.rcptTo.map((r) => r.address);
      fs.appendFileSync(file, JSON.stringify({ to, subject, at: new Date().toISOString() }) + '\n');
      cb();
    });
  },
});
server.listen(Number(port), '127.0.0.1', () => console.log(`smtp sink on 127.0.0.1:${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
