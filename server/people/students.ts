// Students: the school's person records of kind student, with grade level, status and how many
// sections they are actively enrolled in. A teacher sees and changes only the students of its
// sections; e-mail addresses need student.email (columnPermissions and the list's column
// permission). An e-mail already used by another person of the school, or an unknown grade level,
// is refused at its field before anything is written.
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import shape from '../../src/shared/entities/students.ts';
import { invalidField } from '../errors.ts';
import { render } from '../listmodel/template.ts';
import type { QueryContext } from '../listmodel/types.ts';
import type { Db } from '../db/database.ts';
import type { Values } from '../resources/types.ts';
import { defineEntity } from '../entity/define.ts';
import { ACCOUNT_STATUS_COLUMN, personListColumns } from './person-columns.ts';
import { isTeacher, studentScope, taughtStudent } from './people-scope.ts';
import { STUDENT_ACCOUNT_ACTIONS } from './student-accounts.ts';
import { col, searchColumn, gradeLevel } from '../listmodel/define.ts';

/** A person's e-mail is unique within the school (any kind), compared without case. */
export async function checkEmailFree(db: Db, ctx: QueryContext, email: unknown, exceptPartyId?: unknown) {
  if (typeof email !== 'string') return;
  const r = await sql<{ found: number }>`SELECT 1 AS found FROM ${render('{t}.parties', ctx)}
    WHERE lower(email) = lower(${email}) AND party_id IS DISTINCT FROM ${exceptPartyId ?? null}`.execute(db);
  if (r.rows.length) throw invalidField('email', `${email} is already used by another person of the school`);
}

async function checkGradeLevel(db: Db, ctx: QueryContext, id: unknown) {
  if (id === undefined || id === null) return;
  const r = await sql<{
    found: number;
  }>`SELECT 1 AS found FROM ${render('{t}.grade_levels', ctx)} WHERE id = ${id}`.execute(db);
  if (!r.rows.length) throw invalidField('grade_level_id', `Grade level ${String(id)} does not exist`);
}

export async function prepareStudent(values: Values, ctx: QueryContext, db: Db, before?: Values) {
  await checkEmailFree(db, ctx, values.email, before?.party_id);
  await checkGradeLevel(db, ctx, values.grade_level_id);
  return values;
}

export default defineEntity({
  shape,
  list: {
    description:
      "The school's students with grade level and active section count; teachers see their sections' students",
    level: 'tenant',
    from: `{t}.parties p LEFT JOIN {t}.grade_levels g ON g.id = p.grade_level_id
      LEFT JOIN platform.app_users u ON u.user_id = p.user_id AND u.tenant_id = :tenantId`,
    where: "p.kind = 'student'",
    scope: studentScope('p.party_id'),
    columns: {
      ...personListColumns(),
      full_name: col.text("p.first_name || ' ' || p.last_name", '', 'Name'),
      email: col.text('p.email', 'filter sort', { permission: 'student.email' }),
      date_of_birth: col.date('p.date_of_birth', 'sort'),
      grade_level_id: col.int('p.grade_level_id', '= in is_null'),
      grade_level: gradeLevel('sort'),
      grade_order: col.int('g.sort_order', 'sort hidden'),
      has_login: col.bool('p.user_id IS NOT NULL', '=', 'Sign-in account'),
      account_status: ACCOUNT_STATUS_COLUMN,
      section_count: col.int(
        '(SELECT count(*)::int FROM {t}.enrollments e WHERE e.student_party_id = p.party_id AND e.withdrawn_at IS NULL)',
        'sort',
        'Sections',
      ),
      search: searchColumn("p.first_name || ' ' || p.last_name || ' ' || coalesce(p.email, '')", {
        sqlWithout: { permission: 'student.email', sql: "p.first_name || ' ' || p.last_name" },
      }),
    },
    key: 'id',
    defaultSort: [
      ['last_name', 'asc'],
      ['first_name', 'asc'],
    ],
    permission: 'student.read',
  },
  write: {
    table: '{t}.parties',
    key: { column: 'party_id', type: 'int' },
    moreColumns: ['kind', 'user_id'],
    timestamps: ['created_at', 'updated_at'],
    touchUpdatedAt: true,
    scope: (ctx) => (isTeacher(ctx) ? `kind = 'student' AND ${taughtStudent('party_id')}` : "kind = 'student'"),
    permissions: { create: 'student.create', update: 'student.update', delete: 'student.delete' },
    columnPermissions: { email: 'student.email' },
    fixed: () => ({ kind: 'student' }),
    prepare: (_op, values, ctx, db, before) => prepareStudent(values, ctx, db, before),
    actions: {
      ...STUDENT_ACCOUNT_ACTIONS,
      // a bulk update of one field (docs/adding-a-screen.md section 2a): the grade level is
      // checked once for all ids, a 400 at the field when the school has no such level
      set_grade_level: {
        label: 'Set grade level',
        permission: 'student.update',
        // required here (null clears it); a form's field is optional, an action's input is not
        input: Type.Required(
          Type.Object(
            { grade_level_id: shape.createSchema.properties.grade_level_id },
            { additionalProperties: false },
          ),
        ),
        async prepareInput(input, ctx, db) {
          await checkGradeLevel(db, ctx, input.grade_level_id);
          return input;
        },
        apply: (row, input) =>
          row.grade_level_id === input.grade_level_id
            ? { unchanged: true }
            : { set: { grade_level_id: input.grade_level_id } },
      },
    },
  },
});
