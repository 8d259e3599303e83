// Body checks of the admin routes, on the same TypeBox shapes the forms derive their rules from
// (src/shared/rules/*-rules.ts): a refusal names the field in the form's words,
//   400 {error:{code:'validation_failed', message, fields:{name: message}}}
// Routes validate with attachValidation, so the permission check comes first and a caller
// without the permission always sees 403, whatever the body.
import type { FastifyRequest } from 'fastify';
import { Type, type TObject } from '@sinclair/typebox';
import { badRequest, versionConflict } from '../errors.ts';
import { validateInput } from '../resources/validate-input.ts';
import type { FieldErrors } from '../../src/shared/field-rules.ts';

export function failFields(fields: FieldErrors): never {
  const first = Object.values(fields)[0] ?? 'Invalid request';
  throw badRequest(first, 'validation_failed', { fields });
}

/** Throws 400 at the first field that does not meet `schema`; the one check of every write body. */
export function checkBody(req: FastifyRequest, schema: TObject, what: string) {
  validateInput(schema, req.body ?? {}, what);
  assertShape(req);
}

/** Optimistic concurrency: the client sends the version it edited; another save since then wins a 409. */
export function staleVersion(resource: string, current: { version: number }, yours: number): never {
  throw versionConflict(resource, current, yours);
}

/** A numeric id in the path (path parameters arrive as strings; the app does not coerce types). */
export const IdParam = <K extends string>(name: K, pattern = '^[1-9][0-9]{0,8}$') =>
  Type.Object({ [name]: Type.String({ pattern }) } as Record<K, ReturnType<typeof Type.String>>);
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** For routes whose body has no form rules: a body or parameter of the wrong shape is a 400 here,
 * after the access check (attachValidation). */
export function assertShape(req: FastifyRequest) {
  if (req.validationError) throw badRequest(req.validationError.message, 'validation_failed');
}
