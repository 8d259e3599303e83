// Terms: read by every signed-in user (term pickers, own views), changed by holders of
// settings.update, who keep the settings' term list and current term with them
// (term-settings.ts). Dates must be in order; the database says so too (tenant migration 012).
import shape from '../../src/shared/entities/terms.ts';
import { invalidField } from '../errors.ts';
import type { Values, Row } from '../resources/types.ts';
import { defineEntity, writesNeed } from './define.ts';
import { CURRENT_TERM } from '../queries/define.ts';
import {
  listNewTerm,
  makeCurrent,
  refuseDeletingUsedTerm,
  renameListedTerm,
  unlistDeletedTerm,
} from './term-settings.ts';

const VALUE = "tm.school_year || '/' || tm.term_name";

function checkDates(values: Values, before?: Row) {
  const start = (values.start_date !== undefined ? values.start_date : before?.start_date) as string | null;
  const end = (values.end_date !== undefined ? values.end_date : before?.end_date) as string | null;
  if (start && end && String(end).slice(0, 10) <= String(start).slice(0, 10))
    throw invalidField('end_date', 'A term ends after it starts');
  return values;
}

export default defineEntity({
  shape,
  list: {
    level: 'tenant',
    from: '{t}.terms tm',
    scope: () => null,
    columns: {
      id: { label: 'Id', type: 'int', sql: 'tm.id', filter: ['=', 'in'], sort: true },
      value: { label: 'Term', type: 'text', sql: VALUE, filter: ['=', 'in', 'ilike'] },
      school_year: { label: 'School year', type: 'text', sql: 'tm.school_year', filter: true, sort: true },
      term_name: { label: 'Term name', type: 'text', sql: 'tm.term_name', filter: true, sort: true },
      start_date: { label: 'Starts', type: 'date', sql: 'tm.start_date', sort: true },
      end_date: { label: 'Ends', type: 'date', sql: 'tm.end_date', sort: true },
      is_current: { label: 'Current', type: 'bool', sql: `(${VALUE}) = ${CURRENT_TERM}`, filter: ['='] },
      section_count: {
        label: 'Sections',
        type: 'int',
        sql: '(SELECT count(*)::int FROM {t}.sections sec WHERE sec.term_id = tm.id)',
        sort: true,
      },
      version: { label: 'Version', type: 'int', sql: 'tm.version' },
    },
    key: 'id',
    defaultSort: [
      ['school_year', 'desc'],
      ['id', 'desc'],
    ],
    permission: 'authenticated',
  },
  write: {
    table: '{t}.terms',
    columns: ['id', 'school_year', 'term_name', 'start_date', 'end_date', 'version', 'created_at'],
    scope: () => 'TRUE',
    permissions: writesNeed('settings.update'),
    prepare: (_op, values, _ctx, _db, before) => checkDates(values, before),
    afterCreate: listNewTerm,
    afterUpdate: renameListedTerm,
    beforeDelete: refuseDeletingUsedTerm,
    afterDelete: unlistDeletedTerm,
    actions: { make_current: makeCurrent },
  },
});
