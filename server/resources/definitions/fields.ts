// Input field shapes shared by the resource declarations.
import { Type } from '@sinclair/typebox';

export const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000-\\u001f]*$' });
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const NullableId = Type.Union([Id, Type.Null()]);
export const Uuid = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});
export const RoleName = Type.String({ pattern: '^[a-z][a-z0-9_-]{0,39}$' });
export const Permission = Type.String({ pattern: '^[a-z_]+(\\.[a-z_-]+)+$', maxLength: 80 });
export const UiPath = Type.String({ pattern: '^/[A-Za-z0-9_/:.-]{0,200}$' });
export const YearTerm = Type.String({ pattern: '^[0-9]{4}-[0-9]{4}/[A-Za-z ]{1,20}$' });
/** a calendar day that exists, YYYY-MM-DD (format registered in validate-input.ts) */
export const DateOnly = Type.String({ format: 'date', maxLength: 10 });
export const Timestamp = Type.String({ format: 'date-time', maxLength: 40 });
