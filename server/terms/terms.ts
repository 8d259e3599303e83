// Terms: read by every signed-in user (term pickers, own views), changed by holders of
// settings.update, who keep the settings' term list and current term with them
// (term-settings.ts). Dates must be in order; the database says so too (tenant migration 012).
import shape from '../../src/shared/entities/terms.ts';
import { invalidField } from '../errors.ts';
import type { Values, Row } from '../resources/types.ts';
import { defineEntity, writesNeed } from '../entity/define.ts';
import { col, CURRENT_TERM } from '../listmodel/define.ts';
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
      id: col.int('tm.id', '= in sort'),
      value: col.text(VALUE, '= in ilike', 'Term'),
      school_year: col.text('tm.school_year', 'filter sort'),
      term_name: col.text('tm.term_name', 'filter sort'),
      start_date: col.date('tm.start_date', 'sort', 'Starts'),
      end_date: col.date('tm.end_date', 'sort', 'Ends'),
      is_current: col.bool(`(${VALUE}) = ${CURRENT_TERM}`, '=', 'Current'),
      section_count: col.int(
        '(SELECT count(*)::int FROM {t}.sections sec WHERE sec.term_id = tm.id)',
        'sort',
        'Sections',
      ),
      version: col.int('tm.version'),
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
