// What the person entities (students, teachers: rows of {t}.parties) share: the list columns
// every kind has and the columns their writes touch.
import { col, type ColumnSpec } from '../listmodel/define.ts';

/** list columns over the parties alias `p` */
export const personListColumns = (): Record<string, ColumnSpec> => ({
  id: col.int('p.party_id', '= in'),
  party_id: col.int('p.party_id', '= in sort'),
  first_name: col.text('p.first_name', 'filter sort'),
  last_name: col.text('p.last_name', 'filter sort'),
  preferred_name: col.text('p.preferred_name'),
  phone: col.text('p.phone'),
  status: col.text('p.status', 'filter sort'),
  user_id: col.uuid('p.user_id', '= is_null not_null'),
  created_at: col.timestamp('p.created_at', 'filter sort'),
  version: col.int('p.version'),
});

/** the sign-in account's state (active, invited, disabled, none) over platform.app_users joined as `u` */
export const ACCOUNT_STATUS_COLUMN: ColumnSpec = col.text("coalesce(u.status, 'none')", '= in sort', 'Sign-in account');

export const PERSON_WRITE_COLUMNS = [
  'party_id',
  'kind',
  'user_id',
  'first_name',
  'last_name',
  'preferred_name',
  'email',
  'phone',
  'status',
  'version',
  'created_at',
  'updated_at',
];
