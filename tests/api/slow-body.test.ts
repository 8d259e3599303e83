// A request body trickled in (a byte every few hundred ms here, every 10 s in the wild) is answered
// 408 and its connection closed within a bounded time, over a real socket; a body that is slow but
// steady above the minimum rate is read whole and answered as usual. The limits are the ones of
// HTTP_BODY_MIN_BYTES_PER_SECOND and HTTP_BODY_RATE_WINDOW_SECONDS, made small for the test.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const MIN_RATE = 40; // bytes per second
const t = useTestApp({ HTTP_BODY_MIN_BYTES_PER_SECOND: String(MIN_RATE), HTTP_BODY_RATE_WINDOW_SECONDS: '1' });
let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/** sends the headers, then the body in `chunk`-byte pieces every `everyMs`; answers the status line and time */
function drip(body: string, chunk: number, everyMs: number) {
  return new Promise<{ status: string; ms: number; sent: number }>((resolve, reject) => {
    const started = Date.now();
    let sent = 0;
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/password-links/redeem HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
      const timer = setInterval(() => {
        if (sent >= body.length || socket.destroyed) return clearInterval(timer);
        socket.write(body.slice(sent, sent + chunk));
        sent += chunk;
      }, everyMs);
      socket.on('close', () => clearInterval(timer));
    });
    socket.setEncoding('utf8');
    socket.on('data', (d) => {
      answer += d;
      if (answer.includes('\r\n')) {
        resolve({ status: answer.split('\r\n')[0], ms: Date.now() - started, sent });
        socket.destroy();
      }
    });
    socket.on('error', reject);
    socket.on('close', () =>
      resolve({ status: answer.split('\r\n')[0] || '(closed)', ms: Date.now() - started, sent }),
    );
  });
}

const body = (length: number) => {
  const json = JSON.stringify({ token: 'not-a-real-link-token', password: 'a-long-password-1' });
  return json + ' '.repeat(length - json.length);
};

describe('slow request bodies', () => {
  it('cuts a body dripped one byte at a time with 408, within the rate window', async () => {
    const r = await drip(body(400), 1, 300);
    expect(r.status).toBe('HTTP/1.1 408 Request Timeout');
    expect(r.ms).toBeLessThan(3500);
    expect(r.sent).toBeLessThan(20);
  });

  it('reads a slow but steady body whole and answers it', async () => {
    const r = await drip(body(300), 25, 250); // 100 bytes per second for 3 s
    expect(r.status).toBe('HTTP/1.1 400 Bad Request'); // the made-up link, checked after the whole body
    expect(r.ms).toBeGreaterThan(2500);
    expect(r.sent).toBe(300);
  });
});
