// A template compiles once and each message only fills in its values (server/mail/notify.ts
// renderMessage, compile.ts compileCached): the mail must be the one compiling the filled-in
// template gave, with every value escaped in the HTML.
import { describe, expect, it } from 'vitest';
import { MAIL_EVENTS } from '../../../server/mail/events.ts';
import { compileMjml, defaultMjml } from '../../../server/mail/compile.ts';
import { renderMessage } from '../../../server/mail/notify.ts';
import { fill } from '../../../server/mail/render.ts';

/** the message as it was made before the cache: values filled into the MJML, then compiled */
async function compiledPerMessage(
  t: { subject: string; mjml: string; body_text: string },
  vars: Record<string, string>,
) {
  const out = await compileMjml(fill(t.mjml, vars, true));
  if ('problem' in out) throw new Error(out.problem.message);
  return { subject: fill(t.subject, vars), html: out.html, text: fill(t.body_text, vars) };
}

describe('rendering from the compiled template', () => {
  it.each(MAIL_EVENTS.map((e) => [e.event, e] as const))(
    '%s: the same mail as compiling per message',
    async (_n, e) => {
      const t = { subject: e.subject, mjml: defaultMjml(e.subject, e.text), body_text: e.text };
      expect(await renderMessage(t, e.variables)).toEqual(await compiledPerMessage(t, e.variables));
    },
  );

  it('fills variables in attributes and the title, escaped, and differs per recipient', async () => {
    const t = {
      subject: 'Hi {{name}}',
      mjml: `<mjml><mj-head><mj-title>For {{name}}</mj-title></mj-head><mj-body><mj-section><mj-column>
        <mj-button href="{{link}}">Open</mj-button><mj-text>{{ name }} &amp; co</mj-text>
        </mj-column></mj-section></mj-body></mjml>`,
      body_text: '{{name}}: {{link}}',
    };
    const a = { name: 'Ann <b>"A"</b>', link: 'https://lms.test/x?a=1&b=2' };
    const got = await renderMessage(t, a);
    expect(got).toEqual(await compiledPerMessage(t, a));
    expect(got.html).toContain('href="https://lms.test/x?a=1&amp;b=2"');
    expect(got.html).toContain('<title>For Ann &lt;b&gt;&quot;A&quot;&lt;/b&gt;</title>');
    expect(got.html).not.toContain('{{');
    expect(got.subject).toBe('Hi Ann <b>"A"</b>');
    const b = await renderMessage(t, { name: 'Bob', link: 'https://lms.test/y' });
    expect(b.html).toContain('Bob &amp; co');
    expect(b.html).not.toContain('Ann');
  });
});
