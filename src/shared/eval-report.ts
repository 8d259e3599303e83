// The evaluation report (`npm run eval` writes it as report.json, server/ai-eval/report.ts) as a
// TypeBox schema: the upload route checks a file against it, the list route answers it, and the
// operators' page (/ai/eval-reports) reads it. tests/unit/ai-eval/report-schema.test.ts keeps it
// equal to the harness's `Report` type.
import { Type, type Static } from '@sinclair/typebox';

const Count = Type.Integer({ minimum: 0 });
const Amount = Type.Number({ minimum: 0 });
const Name = Type.String({ minLength: 1, maxLength: 200 });

export const EvalPropertyResult = Type.Object(
  { passed: Count, total: Count, rate: Type.Number({ minimum: 0, maximum: 1 }) },
  { additionalProperties: false },
);

export const EvalToolReport = Type.Object(
  {
    tool: Name,
    cases: Count,
    errors: Count,
    properties: Type.Record(Type.String({ minLength: 1, maxLength: 100 }), EvalPropertyResult),
    promptTokens: Count,
    completionTokens: Count,
    meanFirstTokenMs: Amount,
    cost: Type.Optional(Amount),
    judge: Type.Optional(
      Type.Object(
        { scored: Count, tone: Amount, accuracy: Amount, tokens: Type.Optional(Count) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const EvalReport = Type.Object(
  {
    model: Name,
    date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    judgeModel: Type.Optional(Name),
    prices: Type.Optional(
      Type.Object({ in: Type.Optional(Amount), out: Type.Optional(Amount) }, { additionalProperties: false }),
    ),
    tools: Type.Array(EvalToolReport, { minItems: 1, maxItems: 500 }),
  },
  { additionalProperties: false },
);

export type EvalReportBody = Static<typeof EvalReport>;
export type EvalToolReportBody = Static<typeof EvalToolReport>;

/** One stored report: who uploaded it and when, and the report itself. */
export const EvalReportRow = Type.Object({
  id: Type.Integer(),
  model: Type.String(),
  runDate: Type.String(),
  uploadedBy: Type.String(),
  uploadedAt: Type.String(),
  report: EvalReport,
});
export type EvalReportRowBody = Static<typeof EvalReportRow>;

export const EvalReportsReply = Type.Object({
  rows: Type.Array(EvalReportRow),
  /** every stored report (the rows are one page of them, or the latest per model) */
  total: Type.Integer(),
});

/** The largest report.json the server takes (a full run of every tool is a few tens of kB). */
export const MAX_EVAL_REPORT_BYTES = 1024 * 1024;
