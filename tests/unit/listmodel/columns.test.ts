// The terse column declaration (server/listmodel/columns.ts) says the same as the long form.
import { describe, expect, it } from 'vitest';
import { col, labelOf, queryEntry } from '../../../server/listmodel/define.ts';

describe('col', () => {
  it('reads use words as filter operators, sort and hidden', () => {
    expect(col.text('c.course_code', 'filter sort', 'Code')).toEqual({
      label: 'Code',
      type: 'text',
      sql: 'c.course_code',
      filter: true,
      sort: true,
    });
    expect(col.int('c.id', '= in sort')).toEqual({ type: 'int', sql: 'c.id', filter: ['=', 'in'], sort: true });
    expect(col.date(null, 'hidden')).toEqual({ type: 'date', hidden: true });
    expect(col.text('p.email', '', { permission: 'student.email' })).toEqual({
      type: 'text',
      sql: 'p.email',
      permission: 'student.email',
    });
  });

  it('refuses an unknown word and filter mixed with operators', () => {
    // @ts-expect-error: not a use word
    expect(() => col.text('x', 'sortable')).toThrow(/sortable/);
    expect(() => col.text('x', 'filter =')).toThrow(/=/);
  });

  it('labels a column after its name unless told', () => {
    expect(labelOf('course_code')).toBe('Course code');
    expect(labelOf('created_at')).toBe('Created');
    const e = queryEntry('b', 'a', {
      level: 'tenant',
      from: '{t}.x x',
      columns: { grade_level: col.text('g.name'), title: col.text('c.course_title', 'sort', 'Course') },
      key: 'title',
      defaultSort: [],
      permission: 'authenticated',
    });
    expect(e.columns.grade_level.label).toBe('Grade level');
    expect(e.columns.title.label).toBe('Course');
  });
});
