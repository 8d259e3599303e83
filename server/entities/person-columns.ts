// What the person entities (students, teachers: rows of {t}.parties) share: the list columns
// every kind has and the columns their writes touch.
import type { ColumnDef } from '../listmodel/types.ts';

/** list columns over the parties alias `p` */
export const personListColumns = (): Record<string, ColumnDef> => ({
  id: { label: 'Id', type: 'int', sql: 'p.party_id', filter: ['=', 'in'] },
  party_id: { label: 'Party id', type: 'int', sql: 'p.party_id', filter: ['=', 'in'], sort: true },
  first_name: { label: 'First name', type: 'text', sql: 'p.first_name', filter: true, sort: true },
  last_name: { label: 'Last name', type: 'text', sql: 'p.last_name', filter: true, sort: true },
  preferred_name: { label: 'Preferred name', type: 'text', sql: 'p.preferred_name' },
  phone: { label: 'Phone', type: 'text', sql: 'p.phone' },
  status: { label: 'Status', type: 'text', sql: 'p.status', filter: true, sort: true },
  user_id: { label: 'User id', type: 'uuid', sql: 'p.user_id', filter: ['=', 'is_null', 'not_null'] },
  created_at: { label: 'Created', type: 'timestamp', sql: 'p.created_at', filter: true, sort: true },
  version: { label: 'Version', type: 'int', sql: 'p.version' },
});

/** the sign-in account's state (active, invited, disabled, none) over platform.app_users joined as `u` */
export const ACCOUNT_STATUS_COLUMN: ColumnDef = {
  label: 'Sign-in account',
  type: 'text',
  sql: "coalesce(u.status, 'none')",
  filter: ['=', 'in'],
  sort: true,
};

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
