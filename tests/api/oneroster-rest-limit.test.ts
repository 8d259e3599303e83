// Our OneRoster REST read endpoints count each client's requests per minute in the shared counters
// (server/oneroster-rest/provider-routes.ts, ONEROSTER_READS_PER_MINUTE): past the limit a client is
// answered 429 with Retry-After, while another client of the school still reads.
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN } from '../helpers/demo-accounts.ts';

const t = useApiTest({ ONEROSTER_READS_PER_MINUTE: '3' });
const ROOT = '/ims/oneroster/rostering/v1p2';

async function readerToken(name: string) {
  const c = await t.call(ADMIN, 'POST', '/api/oneroster-rest/clients', { name });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  const r = await t.app.inject({
    method: 'POST',
    url: '/ims/oneroster/v1p2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: c.body.data.client_id,
      client_secret: c.body.data.client_secret,
    }).toString(),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().access_token as string;
}
const read = (token: string, path = 'orgs') =>
  t.app.inject({ method: 'GET', url: `${ROOT}/${path}?limit=1`, headers: { authorization: `Bearer ${token}` } });

describe('OneRoster REST read limit', () => {
  it('answers a client 429 with Retry-After past its requests per minute; another client still reads', async () => {
    const first = await readerToken('Busy tool');
    for (let i = 0; i < 3; i++) expect((await read(first, i === 1 ? 'users' : 'orgs')).statusCode).toBe(200);
    const over = await read(first);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('rate_limited');
    const wait = Number(over.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await read(first, 'users/nobody')).statusCode).toBe(429); // one record counts too
    expect((await read(await readerToken('Quiet tool'))).statusCode).toBe(200);
  });
});
