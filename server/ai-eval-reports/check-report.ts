// Reads an uploaded file as an evaluation report, or refuses it whole (422 invalid_eval_report)
// saying where it differs from what `npm run eval` writes: not JSON (report.md picked by mistake),
// a field missing or of the wrong type, or counts that cannot be (more passed than graded).
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { unprocessable } from '../errors.ts';
import { isRealDate } from '../listmodel/value-types.ts';
import { EvalReport, type EvalReportBody } from '../../src/shared/eval-report.ts';

const check = TypeCompiler.Compile(EvalReport);

const refuse = (message: string, path: string) =>
  unprocessable(`This is not an evaluation report (report.json of npm run eval): ${message}`, 'invalid_eval_report', {
    path,
  });

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw refuse(`the file is not JSON (${(e as Error).message})`, '');
  }
}

// a NUL, or half of a surrogate pair: text PostgreSQL's jsonb refuses
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorableText(value: unknown): boolean {
  let found = false;
  JSON.stringify(value, (key, v: unknown) => {
    if (UNSTORABLE.test(key) || (typeof v === 'string' && UNSTORABLE.test(v))) found = true;
    return v;
  });
  return found;
}

export function readReport(text: string): EvalReportBody {
  const body = parse(text);
  if (!check.Check(body)) {
    const first = check.Errors(body).First();
    const path = first?.path ?? '';
    throw refuse(`${path || 'the file'}: ${first?.message ?? 'unexpected shape'}`, path);
  }
  if (unstorableText(body)) throw refuse('a text holds a NUL character or a broken surrogate pair', '');
  if (!isRealDate(body.date)) throw refuse(`/date: ${body.date} is not a day of the calendar`, '/date');
  for (const [i, t] of body.tools.entries())
    for (const [name, p] of Object.entries(t.properties))
      if (p.passed > p.total) {
        const path = `/tools/${i}/properties/${name}`;
        throw refuse(`${path}: ${p.passed} passed of ${p.total} graded`, path);
      }
  return body;
}
