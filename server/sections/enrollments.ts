// Enrolments (the roster): an administrator enrols a student into a section and withdraws it; the
// row stays with its dates. Refused with 400 and the reason: an archived section, a party that is
// not a student, a student already enrolled, a full section (counted inside the transaction, so
// two enrolments at once cannot both take the last seat).
import { sql } from 'kysely';
import shape from '../../src/shared/entities/enrollments.ts';
import { badRequest } from '../errors.ts';
import type { QueryContext } from '../listmodel/types.ts';
import type { Db } from '../db/database.ts';
import type { Row, Values } from '../resources/types.ts';
import { defineEntity } from '../entity/define.ts';
import { isAdmin, TAUGHT } from './section-rules.ts';
import { col, searchColumn, gradeLevel, studentName } from '../listmodel/define.ts';

async function checkEnrol(v: Values, ctx: QueryContext, db: Db): Promise<Values> {
  const s = ctx.tenant.ident;
  const sec = (
    await sql<{ status: string; section_code: string }>`
      SELECT status, section_code FROM ${s}.sections WHERE id = ${v.section_id}`.execute(db)
  ).rows[0];
  if (!sec) throw badRequest('No such section', 'validation_failed', { fields: { section_id: 'No such section' } });
  if (sec.status === 'archived')
    throw badRequest(`Section ${sec.section_code} is archived and takes no enrolments`, 'section_archived');
  const party = (
    await sql<{ kind: string; name: string }>`
      SELECT kind, first_name || ' ' || last_name AS name FROM ${s}.parties WHERE party_id = ${v.student_party_id}`.execute(
      db,
    )
  ).rows[0];
  if (!party)
    throw badRequest('No such student', 'validation_failed', { fields: { student_party_id: 'No such student' } });
  if (party.kind !== 'student') throw badRequest(`${party.name} is a ${party.kind}, not a student`, 'not_a_student');
  const dup = await sql<{ found: number }>`SELECT 1 AS found FROM ${s}.enrollments
    WHERE section_id = ${v.section_id} AND student_party_id = ${v.student_party_id} AND withdrawn_at IS NULL`.execute(
    db,
  );
  if (dup.rows.length) throw badRequest(`${party.name} is already enrolled in ${sec.section_code}`, 'already_enrolled');
  return v;
}

async function refuseOverCapacity(trx: Db, row: Row, _values: Values, ctx: QueryContext) {
  const s = ctx.tenant.ident;
  const r = await sql<{ capacity: number | null; n: number; code: string }>`
    SELECT sec.capacity, sec.section_code AS code,
           (SELECT count(*)::int FROM ${s}.enrollments e WHERE e.section_id = sec.id AND e.withdrawn_at IS NULL) AS n
    FROM ${s}.sections sec WHERE sec.id = ${row.section_id} FOR UPDATE`.execute(trx);
  const sec = r.rows[0];
  if (sec.capacity != null && sec.n > sec.capacity)
    throw badRequest(`Section ${sec.code} is full (capacity ${sec.capacity})`, 'over_capacity');
}

export default defineEntity({
  shape,
  list: {
    level: 'tenant',
    from: `{t}.enrollments e
      JOIN {t}.sections sec ON sec.id = e.section_id
      JOIN {t}.parties p ON p.party_id = e.student_party_id
      LEFT JOIN {t}.grade_levels g ON g.id = p.grade_level_id`,
    scope: (ctx) => (isAdmin(ctx) ? null : TAUGHT('sec')),
    columns: {
      id: col.int('e.id', '= in'),
      section_id: col.int('e.section_id', '= in'),
      student_party_id: col.int('e.student_party_id', '= in', 'Student id'),
      student: studentName('sort'),
      grade_level: gradeLevel(),
      enrolled_at: col.timestamp('e.enrolled_at', 'sort'),
      withdrawn_at: col.timestamp('e.withdrawn_at', 'is_null not_null sort'),
      search: searchColumn("p.first_name || ' ' || p.last_name"),
    },
    key: 'id',
    defaultSort: [['student', 'asc']],
    permission: 'section.read',
  },
  write: {
    table: '{t}.enrollments',
    moreColumns: ['enrolled_at', 'withdrawn_at'],
    timestamps: [],
    scope: (ctx) =>
      isAdmin(ctx)
        ? 'TRUE'
        : `EXISTS (SELECT 1 FROM {t}.sections sec WHERE sec.id = enrollments.section_id AND ${TAUGHT('sec')})`,
    permissions: { create: 'section.enrol', update: 'section.enrol' },
    prepare: (_op, values, ctx, db) => checkEnrol(values, ctx, db),
    afterCreate: refuseOverCapacity,
    actions: {
      withdraw: {
        label: 'Withdraw',
        permission: 'section.enrol',
        check: (row) => {
          if (row.withdrawn_at) throw badRequest('This enrolment was already withdrawn', 'bad_request');
        },
        apply: () => ({ set: { withdrawn_at: new Date().toISOString() } }),
      },
    },
  },
});
