// What one row of a OneRoster file must hold on its own (validate.ts runs these as the one pass
// reads each file): required values, a sourcedId unique in its file, status and dates, the
// enumerations, and its references (`ref`, checked against what is known so far, or `deferred` to
// the end of the file for a parent in the same file).
import type { CsvRow } from './csv-rows.ts';
import { CLASS_TYPES, ORG_TYPES, ROLES, SESSION_TYPES, type FileSpec, type RosterFile } from './spec.ts';

type Err = (row: CsvRow, field: string, message: string) => void;
type Ref = (row: CsvRow, field: string, file: RosterFile, id: string, deferred?: boolean) => void;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** a real day: 2026-02-30 is not one (Date.parse rolls it over to March) */
const validDate = (s: string) => {
  const t = Date.parse(`${s}T00:00:00Z`);
  return DATE.test(s) && !Number.isNaN(t) && new Date(t).toISOString().startsWith(s);
};
/** ISO 8601 as OneRoster writes a DateTime (2026-01-05T10:00:00.000Z), or a date alone */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const validDateTime = (s: string) => {
  const m = DATE_TIME.exec(s);
  return Boolean(m) && validDate(m![1]) && !Number.isNaN(Date.parse(m![2] ? s : `${s}T00:00:00Z`));
};

export function rowChecks(spec: FileSpec, seen: Set<string>, err: Err, ref: Ref): (row: CsvRow) => void {
  const oneOf = (row: CsvRow, field: string, allowed: readonly string[], optional = false) => {
    const v = row.get(field);
    if ((v || !optional) && !allowed.includes(v)) err(row, field, `${field} must be one of ${allowed.join(', ')}`);
  };
  const date = (row: CsvRow, field: string) => {
    const v = row.get(field);
    if (v && !validDate(v)) err(row, field, `${field} must be a date as YYYY-MM-DD, not ${v}`);
  };
  return (row) => {
    checkCommon(row, spec, seen, err);
    const g = (c: string) => row.get(c);
    switch (spec.file) {
      case 'orgs':
        oneOf(row, 'type', ORG_TYPES);
        ref(row, 'parentSourcedId', 'orgs', g('parentSourcedId'), true);
        break;
      case 'academicSessions':
        oneOf(row, 'type', SESSION_TYPES);
        date(row, 'startDate');
        date(row, 'endDate');
        if (g('startDate') >= g('endDate')) err(row, 'endDate', 'endDate must be after startDate');
        if (!/^\d{4}$/.test(g('schoolYear'))) err(row, 'schoolYear', 'schoolYear must be a year such as 2026');
        ref(row, 'parentSourcedId', 'academicSessions', g('parentSourcedId'), true);
        break;
      case 'courses':
        ref(row, 'orgSourcedId', 'orgs', g('orgSourcedId'));
        ref(row, 'schoolYearSourcedId', 'academicSessions', g('schoolYearSourcedId'));
        break;
      case 'classes':
        oneOf(row, 'classType', CLASS_TYPES);
        ref(row, 'courseSourcedId', 'courses', g('courseSourcedId'));
        ref(row, 'schoolSourcedId', 'orgs', g('schoolSourcedId'));
        for (const t of g('termSourcedIds')
          .split(',')
          .map((s) => s.trim()))
          ref(row, 'termSourcedIds', 'academicSessions', t);
        break;
      case 'users':
        oneOf(row, 'enabledUser', ['true', 'false']);
        ref(row, 'primaryOrgSourcedId', 'orgs', g('primaryOrgSourcedId'));
        break;
      case 'roles':
        oneOf(row, 'roleType', ['primary', 'secondary']);
        oneOf(row, 'role', ROLES);
        ref(row, 'orgSourcedId', 'orgs', g('orgSourcedId'));
        date(row, 'beginDate');
        date(row, 'endDate');
        break;
      case 'enrollments':
        oneOf(row, 'role', ROLES);
        oneOf(row, 'primary', ['true', 'false'], true);
        ref(row, 'classSourcedId', 'classes', g('classSourcedId'));
        ref(row, 'userSourcedId', 'users', g('userSourcedId'));
        ref(row, 'schoolSourcedId', 'orgs', g('schoolSourcedId'));
        date(row, 'beginDate');
        date(row, 'endDate');
        break;
    }
  };
}

function checkCommon(row: CsvRow, spec: FileSpec, seen: Set<string>, err: Err) {
  for (const c of spec.required) if (!row.get(c)) err(row, c, `${c} is required`);
  const sid = row.get('sourcedId');
  if (sid && seen.has(sid)) err(row, 'sourcedId', `sourcedId ${sid} appears twice in ${spec.file}.csv`);
  if (sid) seen.add(sid);
  const status = row.get('status');
  if (status && status !== 'active' && status !== 'tobedeleted')
    err(row, 'status', 'status must be active, tobedeleted or empty');
  const modified = row.get('dateLastModified');
  if (modified && !validDateTime(modified))
    err(
      row,
      'dateLastModified',
      `dateLastModified must be an ISO 8601 date-time (2026-01-05T10:00:00Z), not ${modified}`,
    );
}
