// Body checks of the admin routes: the resource's shared rules (src/shared/rules/*-rules.ts) give
// the messages, per field, so the form can show each at its field:
//   400 {error:{code:'validation_failed', message, fields:{name: message}}}
// Routes declare the JSON schema too (toJsonSchema) with attachValidation, so a body of the wrong
// shape is described here rather than by the generic handler.
import type { FastifyRequest } from 'fastify';
import { badRequest, versionConflict } from '../errors.ts';
import { checkValues, type FieldErrors, type RuleSet } from '../../src/shared/field-rules.ts';

export function failFields(fields: FieldErrors): never {
  const first = Object.values(fields)[0] ?? 'Invalid request';
  throw badRequest(first, 'validation_failed', { fields });
}

/** Throws 400 with per-field messages unless the body passes the rules (and `extra` finds nothing). */
export function checkBody(req: FastifyRequest, rules: RuleSet, opts: { partial?: boolean; extra?: FieldErrors } = {}) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const fields = { ...checkValues(rules, body, opts), ...(opts.extra ?? {}) };
  if (Object.keys(fields).length) failFields(fields);
  if (req.validationError) throw badRequest(req.validationError.message, 'validation_failed');
}

/** Optimistic concurrency: the client sends the version it edited; another save since then wins a 409. */
export function staleVersion(resource: string, current: { version: number }, yours: number): never {
  throw versionConflict(resource, current, yours);
}

export const VERSION = { type: 'integer', minimum: 1 } as const;
export const ID_PARAM = (name: string, pattern = '^[1-9][0-9]{0,8}$') =>
  ({ type: 'object', required: [name], properties: { [name]: { type: 'string', pattern } } }) as const;
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** For routes whose body has no form rules: a body or parameter of the wrong shape is a 400 here,
 * after the access check (attachValidation), so a caller without the permission always sees 403. */
export function assertShape(req: FastifyRequest) {
  if (req.validationError) throw badRequest(req.validationError.message, 'validation_failed');
}
