// The wire shape of one assignment as its student reads it (GET /api/my/assignments/{id}): written
// once, as the route's response schema (server/classroom/student-routes.ts, built by
// server/classroom/my-assignment.ts) and, through Static, as the type the student's assignment page
// reads (src/resources/classroom/types.ts). A field added on one side fails to compile on the other.
import { Type, type Static } from '@sinclair/typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
/** a timestamp as an ISO string */
const Stamp = Type.String();

export const WorkStatusSchema = Type.Union([
  Type.Literal('not_started'),
  Type.Literal('draft'),
  Type.Literal('submitted'),
  Type.Literal('late'),
  Type.Literal('returned'),
  Type.Literal('graded'),
]);

/** a file of a handed-in version, read back by its number `n` (the storage path stays on the server) */
export const VersionFileSchema = Type.Object({
  n: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  size: Nullable(Type.Integer()),
});

export const VersionSchema = Type.Object({
  version: Type.Integer(),
  submitted_at: Stamp,
  late: Type.Boolean(),
  text: Nullable(Type.String()),
  files: Type.Array(VersionFileSchema),
});

export const QuizInfoSchema = Type.Object({
  time_limit_minutes: Nullable(Type.Integer()),
  max_attempts: Type.Integer(),
  questions: Type.Integer(),
  attempts: Type.Array(
    Type.Object({
      id: Type.Integer(),
      number: Type.Integer(),
      submitted_at: Nullable(Stamp),
      score: Nullable(Type.Number()),
      open: Type.Boolean(),
    }),
  ),
});

export const MyAssignmentSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  section_id: Type.Integer(),
  section_name: Type.String(),
  course_title: Type.String(),
  due_date: Nullable(Type.String()),
  /** the end of the due date unless the student has its own due time */
  due_at: Nullable(Stamp),
  extended: Type.Boolean(),
  close_at: Nullable(Stamp),
  closed: Type.Boolean(),
  submission_kind: Type.Union([
    Type.Literal('none'),
    Type.Literal('text'),
    Type.Literal('files'),
    Type.Literal('quiz'),
  ]),
  accepted_types: Type.Array(Type.String()),
  allow_resubmit: Type.Boolean(),
  max_points: Type.Number(),
  status: WorkStatusSchema,
  /** only once the teacher has released the grade */
  score: Type.Optional(Type.Number()),
  released: Type.Boolean(),
  draft_text: Type.String(),
  versions: Type.Array(VersionSchema),
  quiz: Nullable(QuizInfoSchema),
});

export type WorkStatus = Static<typeof WorkStatusSchema>;
export type VersionFile = Static<typeof VersionFileSchema>;
export type Version = Static<typeof VersionSchema>;
export type QuizInfo = Static<typeof QuizInfoSchema>;
export type MyAssignment = Static<typeof MyAssignmentSchema>;
