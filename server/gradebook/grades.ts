// Grades, the gradebook's cells: a teacher reads and enters those of its own sections, an
// administrator all. A score is refused above the points plus 50% extra credit, and a grade only
// goes to a student enrolled in the assignment's section. Students read their own grades through
// dashboard/my_grades, never through this list.
import { sql } from 'kysely';
import shape, { EXTRA_CREDIT } from '../../src/shared/entities/grades.ts';
import { invalidField, notFound } from '../errors.ts';
import { render } from '../listmodel/template.ts';
import { taughtSections } from './reports-queries.ts';
import type { QueryContext } from '../listmodel/types.ts';
import type { Db } from '../db/database.ts';
import type { Values } from '../resources/types.ts';
import { defineEntity, writesNeed } from '../entity/define.ts';
import { col } from '../listmodel/define.ts';
import { queueScorePassback } from '../lti/score-job.ts';

const TAUGHT = (ctx: QueryContext) => taughtSections('s')(ctx) ?? 'TRUE';
const IN_TAUGHT_ASSIGNMENT = (ctx: QueryContext) =>
  `assignment_id IN (SELECT a.id FROM {t}.assignments a JOIN {t}.sections s ON s.id = a.section_id WHERE ${TAUGHT(ctx)})`;

async function assignmentOf(db: Db, ctx: QueryContext, assignmentId: unknown) {
  const r = await sql<{ section_id: number; max_points: number; title: string }>`
    SELECT a.section_id, a.max_points::float8 AS max_points, a.title
    FROM ${render('{t}.assignments a JOIN {t}.sections s ON s.id = a.section_id', ctx)}
    WHERE a.id = ${assignmentId} AND (${render(TAUGHT(ctx), ctx)})`.execute(db);
  if (!r.rows[0]) throw notFound(`Assignment ${String(assignmentId)} not found`);
  return r.rows[0];
}

function checkScore(values: Values, max: number) {
  const score = values.score;
  if (typeof score === 'number' && score > max * EXTRA_CREDIT)
    throw invalidField('score', `Score must be from 0 to ${max * EXTRA_CREDIT} (${max} points plus 50% extra credit)`);
}

export default defineEntity({
  shape,
  list: {
    level: 'tenant',
    from: `{t}.grades g JOIN {t}.assignments a ON a.id = g.assignment_id JOIN {t}.sections sec ON sec.id = a.section_id`,
    scope: taughtSections('sec'),
    columns: {
      id: col.int('g.id::int', '= in'),
      section_id: col.int('a.section_id', '= in', 'Section'),
      assignment_id: col.int('g.assignment_id', '= in sort', 'Assignment'),
      student_party_id: col.int('g.student_party_id', '= in sort', 'Student'),
      score: col.number('g.score::float8'),
      mark: col.text('g.mark', '= is_null'),
      version: col.int('g.version'),
    },
    key: 'id',
    defaultSort: [
      ['student_party_id', 'asc'],
      ['assignment_id', 'asc'],
    ],
    permission: 'section.read',
  },
  moreQueries: {
    roster: {
      description: "A section's enrolled students, for the gradebook's rows",
      level: 'tenant',
      from: `{t}.enrollments e JOIN {t}.sections sec ON sec.id = e.section_id
        JOIN {t}.parties p ON p.party_id = e.student_party_id`,
      where: 'e.withdrawn_at IS NULL',
      scope: taughtSections('sec'),
      columns: {
        id: col.int('p.party_id', '', 'Student'),
        section_id: col.int('e.section_id', '=', 'Section'),
        first_name: col.text('p.first_name'),
        last_name: col.text('p.last_name', 'sort'),
        // the student's row of the gradebook: {assignment id: {id, score, mark, version}}
        cells: col.json(
          `(SELECT coalesce(json_object_agg(g.assignment_id, json_build_object('id', g.id::int,
                   'score', g.score::float8, 'mark', g.mark, 'version', g.version)), '{}'::json)
                 FROM {t}.grades g JOIN {t}.assignments ga ON ga.id = g.assignment_id
                 WHERE ga.section_id = e.section_id AND g.student_party_id = e.student_party_id)`,
          '',
          'Grades',
        ),
      },
      key: 'id',
      defaultSort: [['last_name', 'asc']],
      permission: 'section.read',
    },
  },
  write: {
    table: '{t}.grades',
    timestamps: [],
    scope: IN_TAUGHT_ASSIGNMENT,
    permissions: writesNeed('grade.update'),
    async prepare(op, values, ctx, db, before) {
      const assignmentId = op === 'create' ? values.assignment_id : before?.assignment_id;
      const a = await assignmentOf(db, ctx, assignmentId);
      checkScore(values, a.max_points);
      if (op === 'create') {
        const enrolled = await sql<{ found: number }>`SELECT 1 AS found FROM ${render('{t}.enrollments', ctx)}
          WHERE section_id = ${a.section_id} AND student_party_id = ${values.student_party_id} AND withdrawn_at IS NULL`.execute(
          db,
        );
        if (enrolled.rows.length === 0)
          throw invalidField(
            'student_party_id',
            `Student ${String(values.student_party_id)} is not enrolled in this section`,
          );
      }
      return values;
    },
    // a score typed over the grade of a quiz an LTI platform links to reaches that platform too (docs/lti.md);
    // the job reads the grade when it runs
    async afterCommit(op, before, after, ctx, services) {
      if (op === 'delete' || !after || !services.sendJob) return;
      if (op === 'update' && before?.score === after.score) return;
      const jobs = { send: (name: string, data: object) => services.sendJob!(name, data) };
      await queueScorePassback(
        jobs,
        services.db,
        ctx.tenant,
        Number(after.assignment_id),
        Number(after.student_party_id),
      );
    },
  },
});
