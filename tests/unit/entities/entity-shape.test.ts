import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { defineEntityShape } from '../../../src/shared/entity.ts';
import { choice, code, id, name, nullable, text } from '../../../src/shared/fields.ts';
import { checkValues } from '../../../src/shared/field-rules.ts';
import { validateInput } from '../../../server/resources/validate-input.ts';
import { allQueries } from '../../../server/listmodel/query-registry.ts';
import { RESOURCES } from '../../../server/resources/definitions/index.ts';

const shape = defineEntityShape({
  name: 'widgets',
  label: 'Widget',
  uiPath: '/widgets',
  list: { bizobjfile: 'widgets', api: 'widgets' },
  fields: {
    code: code('Code', 8),
    title: name('Title'),
    size: nullable(id('Size')),
    notes: text('Notes', 10),
    status: choice('Status', ['on', 'off'] as const),
    serial: Type.String({ title: 'Serial', maxLength: 5 }),
  },
  required: ['code', 'title'],
  createOnly: ['serial'],
});

describe('an entity shape', () => {
  it('makes the required fields required on create and every field optional on update', () => {
    expect(shape.createSchema.required).toEqual(['code', 'title']);
    expect(shape.updateSchema.required ?? []).toEqual([]);
    expect(Object.keys(shape.updateSchema.properties)).not.toContain('serial');
  });

  it('derives form rules with the labels and bounds of the schema', () => {
    expect(shape.createRules.code).toMatchObject({ label: 'Code', kind: 'text', required: true, max: 8 });
    expect(shape.createRules.size).toMatchObject({ label: 'Size', kind: 'integer', required: false, min: 1 });
    expect(shape.createRules.status).toMatchObject({ kind: 'choice', values: ['on', 'off'] });
    expect(shape.updateRules.title.required).toBe(true);
    expect(checkValues(shape.createRules, { code: 'way too long', title: '' })).toEqual({
      code: 'Code allows at most 8 characters',
      title: 'Title is required',
    });
  });

  it('has the server answer with the browser rule message, under fields', () => {
    try {
      validateInput(shape.createSchema, { code: 'a b', title: 'x' }, 'New widgets');
      expect.unreachable();
    } catch (err) {
      const e = err as { statusCode: number; details: { fields: Record<string, string> } };
      expect(e.statusCode).toBe(400);
      expect(e.details.fields).toEqual({ code: 'Code may use letters, digits, dots, dashes and underscores' });
    }
  });
});

describe('the registries', () => {
  it('are generated from the declaration files (server/registry.gen.ts is current)', () => {
    expect(() => execFileSync('node', ['scripts/gen-registry.mjs', '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('hold an entity declaration once as a query and once as a write resource', () => {
    const courses = allQueries().filter((q) => q.bizobjfile === 'courses' && q.api === 'courses');
    expect(courses).toHaveLength(1);
    expect(courses[0].uiPath).toBe('/courses');
    expect(RESOURCES.get('courses')?.createSchema?.required).toEqual(['course_code', 'course_title']);
  });
});
