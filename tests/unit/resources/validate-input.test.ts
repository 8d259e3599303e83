// Date fields of resource writes: real days pass, impossible ones are a 400 naming the field.
import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { validateInput } from '../../../server/resources/validate-input.ts';
import { DateOnly, Timestamp } from '../../../server/resources/definitions/fields.ts';
import { ApiError } from '../../../server/errors.ts';

const schema = Type.Object(
  { due_date: Type.Optional(DateOnly), graded_at: Type.Optional(Timestamp) },
  { additionalProperties: false },
);

function refusal(body: unknown): ApiError | undefined {
  try {
    validateInput(schema, body, 'New assignment');
  } catch (e) {
    return e as ApiError;
  }
  return undefined;
}

describe('date fields of a write', () => {
  it.each([
    { due_date: '2024-02-29' },
    { due_date: '9999-12-31' },
    { graded_at: '2024-02-29T10:00:00Z' },
    { graded_at: '2024-02-29T10:00:00.5+01:00' },
  ])('accepts %j', (body) => {
    expect(refusal(body)).toBeUndefined();
  });

  it.each([
    [{ due_date: '2024-02-31' }, 'due_date'],
    [{ due_date: '2023-02-29' }, 'due_date'],
    [{ due_date: '0000-01-01' }, 'due_date'],
    [{ due_date: '2024-2-1' }, 'due_date'],
    [{ graded_at: '2024-04-31T10:00:00Z' }, 'graded_at'],
    [{ graded_at: '2024-01-01T25:00:00Z' }, 'graded_at'],
  ])('refuses %j', (body, field) => {
    const e = refusal(body);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({
      statusCode: 400,
      code: 'validation_failed',
      details: { fields: { [field]: expect.any(String) } },
    });
  });
});
