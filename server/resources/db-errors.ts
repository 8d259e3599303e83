// Database constraint failures as answers the user can act on (never a 500 with SQL in it).
import { ApiError, badRequest, conflict } from '../errors.ts';

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
}

export function mapDbError(err: unknown, resource: string): unknown {
  if (err instanceof ApiError) return err;
  const e = err as PgError;
  // "Key (email)=(x@y.test) already exists." names the column the user must change
  const column = /^Key \(([^)]+)\)/.exec(e?.detail ?? '')?.[1];
  switch (e?.code) {
    case '23505':
      return conflict(
        `Another ${resource} record already has this ${column ?? 'value'}`,
        'duplicate',
        column ? { fields: { [column]: `Another record already has this ${column}` } } : undefined,
      );
    case '23503':
      return conflict(
        `This ${resource} record is still referenced by other records (${e.constraint ?? 'foreign key'}); remove those first or change its status instead`,
        'in_use',
      );
    case '23502':
    case '23514':
    case '22P02':
    case '22001':
    case '22P05':
    case '22021':
    case '22003':
      return badRequest(
        `A value for ${resource} is not accepted by the database${column ? ` (${column})` : ''}`,
        'invalid_value',
      );
    default:
      return err;
  }
}
