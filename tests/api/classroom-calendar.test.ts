// The per-user iCalendar feed of due dates (server/classroom/calendar*.ts): made by the signed-in
// user, read with no token by its secret URL, holding that user's assignments (an extended due
// time for the student), and dead once remade or revoked.
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../helpers/api.ts';
import { STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { useClassroom } from './classroom-setup.ts';

const t = useApiTest();
const c = useClassroom(() => t);
const feedPath = async (who: string) =>
  new URL((await t.call(who, 'POST', '/api/my/calendar-feed')).body.data.url, 'http://x').pathname;
const read = (path: string) => t.app.inject({ method: 'GET', url: path });

describe('calendar feed', () => {
  it('lists the user’s due dates without a token, with the student’s extension', async () => {
    const mine = await c.assignment('Calendar essay; part 1', { due_date: '2031-03-04' });
    const extended = await c.assignment('Extended lab', { due_date: '2031-03-05' });
    await c.assignment('Not my section', { due_date: '2031-03-06' }, c.otherSection);
    const ext = await t.call(TEACHER, 'PUT', `/api/assignments/${extended}/extensions/${c.me}`, {
      due_at: '2031-03-09T15:30:00Z',
    });
    expect(ext.status).toBe(200);
    const path = await feedPath(STUDENT);
    expect(path).toMatch(/^\/api\/calendar\/\d+\.[\w-]{32}\.ics$/);
    const res = await read(path);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'text/calendar; charset=utf-8']);
    expect(res.body).toContain(`UID:assignment-${mine}@`);
    expect(res.body).toContain('DTSTART;VALUE=DATE:20310304\r\nSUMMARY:Due: Calendar essay\\; part 1');
    expect(res.body).toContain('DTSTART:20310309T153000Z\r\nSUMMARY:Due: Extended lab');
    expect(res.body).not.toContain('Not my section');
    const teacherFeed = await read(await feedPath(TEACHER));
    expect(teacherFeed.body).toContain('SUMMARY:Due: Extended lab');
  });

  it('a remade or revoked secret answers 404, as does any made-up one', async () => {
    const first = await feedPath(STUDENT);
    const second = await feedPath(STUDENT);
    expect((await read(first)).statusCode).toBe(404);
    expect((await read(second)).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: '/api/my/calendar-feed',
      headers: { authorization: `Bearer ${await t.token(STUDENT)}` },
    });
    expect(revoked.statusCode).toBe(204);
    expect((await read(second)).statusCode).toBe(404);
    expect((await read('/api/calendar/1.not-a-secret.ics')).statusCode).toBe(404);
  });
});
