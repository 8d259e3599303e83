// A field is written once, in the shared shape: the write columns, the form's values and the
// rows' types come from it (server/entity/define.ts writeColumns, src/shared/entity.ts toValues).
import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { defineEntityShape } from '../../../src/shared/entity.ts';
import { day, name, nullable } from '../../../src/shared/fields.ts';
import { writeColumns } from '../../../server/entity/define.ts';
import courses from '../../../server/courses/courses.ts';
import courseShape from '../../../src/shared/entities/courses.ts';

const shape = defineEntityShape({
  name: 'rooms',
  label: 'Room',
  uiPath: '/rooms',
  list: { bizobjfile: 'rooms', api: 'rooms' },
  fields: { name: name('Name'), opened_on: nullable(day('Opened')), tags: Type.Array(Type.String()) },
  required: ['name'],
  createOnly: ['tags'],
  defaults: { tags: [] },
});

describe('fields once', () => {
  it('derives the write columns from the key, the fields, version and the timestamps', () => {
    expect(writeColumns(shape, { table: 't', scope: () => 'TRUE', permissions: {} })).toEqual([
      'id',
      'name',
      'opened_on',
      'tags',
      'version',
      'created_at',
    ]);
    const w = {
      table: 't',
      scope: () => 'TRUE',
      permissions: {},
      key: { column: 'party_id', type: 'int' as const },
      moreColumns: ['kind'],
      notColumns: ['tags'],
      timestamps: ['created_at', 'updated_at'] as const,
    };
    expect(writeColumns(shape, w)).toEqual([
      'party_id',
      'name',
      'opened_on',
      'kind',
      'version',
      'created_at',
      'updated_at',
    ]);
  });

  it("gives an entity's resource its columns without a hand-kept list", () => {
    const columns = courses.resources?.[0].columns ?? [];
    for (const field of Object.keys(courseShape.fields)) expect(columns).toContain(field);
    expect(columns).toEqual(expect.arrayContaining(['id', 'owner_user_id', 'version', 'created_at']));
  });

  it("fills an edit form from a record's editable fields (days without their time), a new one from the defaults", () => {
    const row = { id: 4, name: 'Lab', opened_on: '2026-09-01T00:00:00.000Z', tags: ['a'], version: 2, extra: 1 };
    expect(shape.toValues(row)).toEqual({ name: 'Lab', opened_on: '2026-09-01' });
    expect(shape.toValues()).toEqual({ tags: [] });
    expect(shape.toValues()).not.toBe(shape.toValues());
  });
});
