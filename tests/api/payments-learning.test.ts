// What a paid plan lets a student learn (docs/commerce.md): a TrekAI student who has never been
// enrolled (the seeded unpaid@trekai.test, like a new sign-up: no student record) pays; the
// activation makes their student record and enrols them in the self-paced section of TrekAI's
// course linked to the catalogue, whose lessons and tutor then open to them; a replayed event
// enrols nobody twice; ending the paid access (cancelled, deleted in Stripe, or a one-time pass
// expired by the daily job) withdraws the enrolment, or hands it to a later access; a renewal
// (invoice.paid) keeps it and lands in the books once.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { OPERATOR } from '../helpers/demo-accounts.ts';
import { useStripeApiTest } from '../helpers/stripe-events.ts';

const SECRET = 'whsec_learning_secret';
const PAYER = 'unpaid@trekai.test';
const { t, stripe: loopback, webhook, paid } = useStripeApiTest(SECRET);
const db = () => t.app.database.db;

const pay = (plan: string) => paid(PAYER, plan);
/** the payer's enrolments in TrekAI's paid course, oldest first */
const enrolments = async () =>
  (
    await sql<{ section_code: string; subscription_id: number; withdrawn: boolean }>`
      SELECT sec.section_code, e.subscription_id, e.withdrawn_at IS NOT NULL AS withdrawn
      FROM trekai_lms.enrollments e JOIN trekai_lms.sections sec ON sec.id = e.section_id
      JOIN platform.app_users u ON u.party_id = e.student_party_id AND u.email = ${PAYER}
      ORDER BY e.id`.execute(db())
  ).rows;
const listed = async (api: string) => (await t.list(PAYER, 'classes', api, [], { rowsize: 100 })).body.data[0].rows;
const cancel = (id: number) =>
  t.call(OPERATOR, 'POST', '/api/resources/course-subscriptions/actions/cancel', { ids: [id] });

describe('a paid plan enrols the student in its courses', () => {
  it('activation enrols once, a replay enrols nobody again, ending the access withdraws the enrolment', async () => {
    expect((await sql`SELECT party_id FROM platform.app_users WHERE email = ${PAYER}`.execute(db())).rows).toEqual([
      { party_id: null },
    ]);
    const monthly = await pay('monthly');
    expect(await enrolments()).toEqual([
      { section_code: 'TRK-PROG-1', subscription_id: monthly.accessId, withdrawn: false },
    ]);
    const classes = await listed('my_classes');
    expect(classes.map((c: { section_code: string; course: string }) => [c.section_code, c.course])).toEqual([
      ['TRK-PROG-1', 'Intro to Programming'],
    ]);
    const lessons = await listed('my_lessons');
    expect(lessons.map((l: { title: string }) => l.title)).toEqual([
      'Unit 1: Thinking like a programmer',
      'Lesson 1: What a program is',
      'Lesson 2: Variables and values',
      'Unit 2: Making decisions',
      'Lesson 3: If and else',
    ]);
    expect(lessons[1].body).toContain('A program is a list of exact instructions');
    const tutor = await t.call(PAYER, 'GET', '/api/ai/tutor/courses');
    expect(tutor.body.rows.map((c: { title: string }) => c.title)).toEqual(['Intro to Programming']);
    // the student record the activation made also carries the payment (/student-transactions)
    const ledger = await sql<{ kind: string; amount: string }>`
      SELECT st.kind, st.amount::text FROM trekai_lms.student_transactions st
      JOIN platform.app_users u ON u.party_id = st.student_party_id AND u.email = ${PAYER} ORDER BY st.id`.execute(
      db(),
    );
    expect(ledger.rows).toEqual([
      { kind: 'charge', amount: '19.00' },
      { kind: 'payment', amount: '19.00' },
    ]);

    // the same event again, and another event of the same checkout: nothing more
    const again = await webhook(`evt_done_${monthly.session.id}`, 'checkout.session.completed', monthly.session);
    expect(again.json()).toMatchObject({ duplicate: true });
    const other = await webhook(`evt_other_${monthly.session.id}`, 'checkout.session.completed', monthly.session);
    expect(other.json()).toMatchObject({ duplicate: false, outcome: 'ignored' });
    expect(await enrolments()).toHaveLength(1);

    // a second plan while the first runs: already enrolled, so no second seat; when the first ends
    // the enrolment stays, now held by the second
    const semester = await pay('semester');
    expect(await enrolments()).toHaveLength(1);
    const deleted = await webhook('evt_end_monthly', 'customer.subscription.deleted', {
      id: `sub_loop_${monthly.session.id}`,
      object: 'subscription',
    });
    expect(deleted.json()).toMatchObject({ outcome: 'applied' });
    expect(await enrolments()).toEqual([
      { section_code: 'TRK-PROG-1', subscription_id: semester.accessId, withdrawn: false },
    ]);

    // the last paid access ends (an operator cancels): the enrolment is withdrawn, lessons and tutor close
    expect((await cancel(semester.subscription)).body.data).toMatchObject({ succeeded: 1 });
    expect(await enrolments()).toEqual([
      { section_code: 'TRK-PROG-1', subscription_id: semester.accessId, withdrawn: true },
    ]);
    expect(await listed('my_classes')).toEqual([]);
    expect(await listed('my_lessons')).toEqual([]);
    expect((await t.call(PAYER, 'GET', '/api/ai/tutor/courses')).body.rows).toEqual([]);

    // paying again enrols again (a new enrolment, the withdrawn one kept as history)
    const back = await pay('monthly');
    expect((await enrolments()).map((e) => [e.subscription_id, e.withdrawn])).toEqual([
      [semester.accessId, true],
      [back.accessId, false],
    ]);
  });

  it('a one-time pass past its last day expires in the daily job, and its enrolment is withdrawn', async () => {
    const held = (await enrolments()).filter((e) => !e.withdrawn);
    expect(held).toHaveLength(1);
    const semester = await pay('semester');
    const monthly = await sql<{ id: number }>`
      SELECT id FROM platform.course_subscriptions WHERE access_id = ${held[0].subscription_id}`.execute(db());
    expect((await cancel(monthly.rows[0].id)).body.data).toMatchObject({ succeeded: 1 });
    expect((await enrolments()).at(-1)).toMatchObject({ subscription_id: semester.accessId, withdrawn: false });
    // its last day was yesterday
    await sql`UPDATE platform.course_subscriptions SET ends_at = current_date - 1 WHERE id = ${semester.subscription}`.execute(
      db(),
    );
    await sql`UPDATE trekai_lms.subscriptions SET ends_at = current_date - 1 WHERE id = ${semester.accessId}`.execute(
      db(),
    );
    const jobId = await t.app.jobs.send('subscription-expiry', {});
    await expect
      .poll(async () => (await t.app.jobs.boss.getJobById('subscription-expiry', jobId!))?.state, { timeout: 20_000 })
      .toBe('completed');
    const after = await sql<{ status: string; access: string }>`
      SELECT cs.status, s.status AS access FROM platform.course_subscriptions cs
      JOIN trekai_lms.subscriptions s ON s.id = cs.access_id WHERE cs.id = ${semester.subscription}`.execute(db());
    expect(after.rows).toEqual([{ status: 'expired', access: 'expired' }]);
    expect((await enrolments()).at(-1)).toMatchObject({ subscription_id: semester.accessId, withdrawn: true });
    expect(await listed('my_classes')).toEqual([]);
  });

  it("a monthly plan's renewal keeps the student learning past the month it first paid for", async () => {
    const monthly = await pay('monthly');
    expect((await enrolments()).at(-1)).toMatchObject({ subscription_id: monthly.accessId, withdrawn: false });
    // the paid period's end: 2099-01-31
    const invoice = loopback().renew(monthly.session.id, 'in_renewal_1', Math.floor(Date.UTC(2099, 0, 31) / 1000));
    expect((await webhook('evt_renew_1', 'invoice.paid', invoice)).json()).toMatchObject({ outcome: 'applied' });
    // the same invoice again (another event) and the first invoice (the checkout's own): nothing more
    expect((await webhook('evt_renew_2', 'invoice.paid', invoice)).json()).toMatchObject({ outcome: 'ignored' });
    const first = { ...invoice, id: 'in_first', billing_reason: 'subscription_create' };
    expect((await webhook('evt_renew_3', 'invoice.paid', first)).json()).toMatchObject({ outcome: 'ignored' });
    const after = await sql<{ ends: string; access_ends: string; payments: number }>`
      SELECT to_char(cs.ends_at, 'YYYY-MM-DD') AS ends, to_char(s.ends_at, 'YYYY-MM-DD') AS access_ends,
        (SELECT count(*)::int FROM platform.payments p WHERE p.stripe_invoice_id = 'in_renewal_1') AS payments
      FROM platform.course_subscriptions cs JOIN trekai_lms.subscriptions s ON s.id = cs.access_id
      WHERE cs.id = ${monthly.subscription}`.execute(db());
    expect(after.rows).toEqual([{ ends: '2099-01-31', access_ends: '2099-01-31', payments: 1 }]);
    const renewal = await sql<{ kind: string; amount: string; description: string }>`
      SELECT kind, amount::text, description FROM trekai_lms.student_transactions
      WHERE external_ref LIKE 'in_renewal_1:%' ORDER BY id`.execute(db());
    expect(renewal.rows).toEqual([
      { kind: 'charge', amount: '19.00', description: 'TrekAI Monthly renewal' },
      { kind: 'payment', amount: '19.00', description: 'Card payment (Stripe)' },
    ]);
    expect((await enrolments()).at(-1)).toMatchObject({ subscription_id: monthly.accessId, withdrawn: false });
  });
});
