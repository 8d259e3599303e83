// Notification templates and the log over HTTP: a tenant override is refused with the line when it
// does not compile or names a variable its event lacks; a test message reaches the loopback SMTP
// server with the override's wording, shows in the log, and can be resent.
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../helpers/api.ts';
import { useSmtpSink, waitFor } from '../helpers/smtp-sink.ts';
import { ADMIN, TEACHER } from '../helpers/demo-accounts.ts';

const sink = useSmtpSink();
const t = useApiTest(() => ({ SMTP_URL: sink.url, JOBS_POLL_SECONDS: '0.5' }));

const mjml = (inner: string) =>
  [
    '<mjml>',
    '  <mj-body>',
    '    <mj-section>',
    `      <mj-column>${inner}</mj-column>`,
    '    </mj-section>',
    '  </mj-body>',
    '</mjml>',
  ].join('\n');

const PASSWORD_RESET = '/api/notification-templates/password_reset';
const putReset = (body: object) => t.call(ADMIN, 'PUT', PASSWORD_RESET, body);
/** a new override (no version yet) of the password reset template */
const override = (subject: string, inner: string, body_text = '') => ({
  subject,
  mjml: mjml(inner),
  body_text,
  version: null,
});

describe('notification templates', () => {
  it('lists one template per event with its variables, for notification.read only', async () => {
    const r = await t.call(ADMIN, 'GET', '/api/notification-templates');
    expect(r.status).toBe(200);
    const invite = r.body.rows.find((x: { event: string }) => x.event === 'user_invited');
    expect(Object.keys(invite.variables)).toEqual(['name', 'school', 'link']);
    expect(invite.overridden).toBe(false);
    expect(r.body.rows.map((x: { event: string }) => x.event)).toEqual(
      expect.arrayContaining([
        'password_reset',
        'document_rejected',
        'assignment_due',
        'payment_received',
        'wellbeing_alert',
      ]),
    );
    expect((await t.call(TEACHER, 'GET', '/api/notification-templates')).status).toBe(403);
  });

  it('refuses a variable the event does not offer, with its line', async () => {
    const r = await putReset(override('Hi', '<mj-text>{{name}}</mj-text>\n<mj-text>{{salary}}</mj-text>'));
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('invalid_template');
    expect(r.body.error.line).toBe(5);
    expect(r.body.error.fields.mjml).toContain('{{salary}}');
  });

  it('refuses MJML that does not compile, with its line', async () => {
    const r = await putReset(override('Hi', '<mj-txt>oops</mj-txt>'));
    expect(r.status).toBe(400);
    expect(r.body.error.line).toBe(4);
    expect(r.body.error.message).toContain('mj-txt');
  });

  it('saves an override, refuses a stale version, previews and sends a test that shows in the log', async () => {
    const body = override(
      'Reset for {{name}} (override)',
      '<mj-text>Hello {{name}}, <a href="{{link}}">choose a password</a></mj-text>',
      'Hello {{name}}: {{link}}',
    );
    const saved = await putReset(body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ overridden: true, version: 1 });
    expect((await putReset(body)).status).toBe(409);

    const { version: _v, ...template } = body;
    const preview = await t.call(ADMIN, 'POST', `${PASSWORD_RESET}/preview`, template);
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe('Reset for Ada Lovelace (override)');
    expect(preview.body.html).toContain('https://lms.example/set-password?t=sample');

    const sent = await t.call(ADMIN, 'POST', `${PASSWORD_RESET}/test`);
    expect(sent.body.to).toBe(ADMIN);
    await waitFor(
      () => sink.messages.some((m) => m.subject === 'Reset for Ada Lovelace (override)'),
      20_000,
      'test mail',
    );
    const log = async () =>
      (await t.list(ADMIN, 'notifications', 'notification_log', [['id', '=', sent.body.id]])).body.data[0].rows[0];
    await waitFor(async () => (await log()).status === 'sent', 10_000, 'log row sent');
    expect(await log()).toMatchObject({ recipient: ADMIN, event: 'password_reset', created_by_email: ADMIN });

    const again = await t.call(ADMIN, 'POST', `/api/notification-log/${sent.body.id}/resend`);
    expect(again.status).toBe(200);
    await waitFor(
      () => sink.messages.filter((m) => m.subject === 'Reset for Ada Lovelace (override)').length === 2,
      20_000,
      'resent',
    );
    expect((await t.call(TEACHER, 'POST', `/api/notification-log/${sent.body.id}/resend`)).status).toBe(403);
    expect((await t.call(ADMIN, 'POST', '/api/notification-log/999999/resend')).status).toBe(404);
  }, 90_000);

  it("lists the demo school's failed message with the server's answer, and not another school's", async () => {
    const r = await t.list(ADMIN, 'notifications', 'notification_log', [['status', '=', 'failed']]);
    expect(r.status).toBe(200);
    expect(r.body.data[0].rows.map((x: { error: string }) => x.error)).toContain('550 5.1.1 Mailbox unavailable');
    const other = await t.list('admin@ncsa.test', 'notifications', 'notification_log', [['status', '=', 'failed']]);
    expect(other.body.data[0].rows).toEqual([]);
    expect((await t.list(TEACHER, 'notifications', 'notification_log')).status).toBe(403);
  });
});
