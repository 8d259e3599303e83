// Request and answer schemas of the teacher-tools routes (docs/route-modules.md): TypeBox, so the
// handlers' types are inferred and the answers are serialized by them.
import { Type } from '@sinclair/typebox';
import { SOURCE_TEXT_MAX } from '../../src/shared/tools/field-types.ts';
import { TOOL_CATALOGUE } from '../../src/shared/tools/catalogue.ts';
import { StringEnum } from '../schemas/string-enum.ts';

const SLUGS = [...TOOL_CATALOGUE.map((t) => t.slug), 'question-rotator'];
const Slug = StringEnum(SLUGS);
const closed = { additionalProperties: false } as const;

export const RotateBody = Type.Object(
  {
    questions: Type.String({ minLength: 1, maxLength: SOURCE_TEXT_MAX }),
    versions: Type.Integer({ minimum: 2, maximum: 10 }),
    reword: Type.Optional(Type.Boolean()),
    seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 4294967295 })),
    title: Type.Optional(Type.String({ maxLength: 200 })),
  },
  closed,
);

const VersionQuestion = Type.Object({
  stem: Type.String(),
  choices: Type.Array(Type.Object({ text: Type.String(), pinned: Type.Boolean() })),
  answer: Type.Optional(Type.Integer()),
  answerText: Type.Optional(Type.String()),
  original: Type.Integer(),
});

export const RotateReply = Type.Object({
  seed: Type.Integer(),
  questionCount: Type.Integer(),
  reworded: Type.Integer(),
  notice: Type.Optional(Type.String()),
  versions: Type.Array(
    Type.Object({ label: Type.String(), questions: Type.Array(VersionQuestion), key: Type.Array(Type.String()) }),
  ),
  markdown: Type.String(),
});

export const ExportBody = Type.Object(
  {
    format: StringEnum(['docx', 'pdf'] as const),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    markdown: Type.String({ minLength: 1, maxLength: 400_000 }),
  },
  closed,
);

export const StatusReply = Type.Object({
  configured: Type.Boolean(),
  message: Type.Optional(Type.String()),
  source: Type.Optional(Type.String()),
  providerName: Type.Optional(Type.String()),
  model: Type.Optional(Type.String()),
});

export const ExtractReply = Type.Object({
  name: Type.String(),
  text: Type.String(),
  chars: Type.Integer(),
  truncated: Type.Boolean(),
});

export const CollectionQuery = Type.Object(
  {
    tool: Type.Optional(Slug),
    q: Type.Optional(Type.String({ maxLength: 200 })),
    offset: Type.Optional(Type.String({ pattern: '^[0-9]{1,7}$' })),
    limit: Type.Optional(Type.String({ pattern: '^(100|[1-9][0-9]?)$' })),
  },
  closed,
);
export const SavedIdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,18}$' }) });
export const SaveBody = Type.Object(
  {
    toolSlug: Slug,
    title: Type.String({ minLength: 1, maxLength: 200 }),
    inputs: Type.Record(Type.String(), Type.Unknown(), { maxProperties: 30 }),
    output: Type.String({ minLength: 1, maxLength: 400_000 }),
  },
  closed,
);

export const SavedOutput = Type.Object({
  id: Type.Integer(),
  toolSlug: Type.String(),
  title: Type.String(),
  inputs: Type.Unknown(),
  output: Type.Optional(Type.String()),
  createdAt: Type.String(),
});
export const SavedPage = Type.Object({ rows: Type.Array(SavedOutput), total: Type.Integer() });
