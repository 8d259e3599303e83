// Terms: the school years and their terms, with start and end dates. The settings' term list
// (year_term_arr) and current term (current_year_term, written year/term) follow these records:
// server/terms/term-settings.ts keeps them in step.
import { Type } from '@sinclair/typebox';
import { day, nullable } from '../fields.ts';
import { defineEntityShape, type ValuesOf } from '../entity.ts';

const shape = defineEntityShape({
  name: 'terms',
  label: 'Term',
  uiPath: '/admin/terms',
  list: { bizobjfile: 'terms', api: 'terms' },
  fields: {
    school_year: Type.String({
      title: 'School year',
      pattern: '^[0-9]{4}-[0-9]{4}$',
      patternMessage: 'A school year is written like 2025-2026',
    }),
    term_name: Type.String({
      title: 'Term',
      minLength: 1,
      maxLength: 20,
      pattern: '^[A-Za-z][A-Za-z ]*$',
      patternMessage: 'A term name has letters and spaces only, like Fall or Spring',
    }),
    start_date: nullable(day('Starts')),
    end_date: nullable(day('Ends')),
  },
  required: ['school_year', 'term_name'],
  defaults: { start_date: null, end_date: null },
});
export default shape;

/** the form's values: every field of the shape */
export type TermValues = ValuesOf<typeof shape>;
