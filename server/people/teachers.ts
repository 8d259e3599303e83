// Teachers: the school's person records of kind teacher, with the sections they lead or co-teach
// and the state of their sign-in account (platform.app_users, read only here). Enable, disable and
// reset password are the users resource's actions on the account (docs/adding-a-screen.md 2a), so
// identities are changed only through IdentityAdmin there. A teacher holding teacher.read sees
// only itself. A person with a sign-in account is not deleted here: the account goes first.
import shape from '../../src/shared/entities/teachers.ts';
import { conflict } from '../errors.ts';
import { defineEntity } from '../entity/define.ts';
import { ACCOUNT_STATUS_COLUMN, personListColumns } from './person-columns.ts';
import { isTeacher } from './people-scope.ts';
import { checkEmailFree } from './students.ts';
import { createAccountAction } from './person-account.ts';
import { col, searchColumn } from '../listmodel/define.ts';

export const TAUGHT_SECTIONS = (column: string) =>
  `(SELECT count(*)::int FROM {t}.sections s WHERE s.status = 'active' AND (s.teacher_party_id = ${column}
    OR EXISTS (SELECT 1 FROM {t}.section_teachers st WHERE st.section_id = s.id AND st.teacher_party_id = ${column})))`;

export default defineEntity({
  shape,
  list: {
    description: "The school's teachers with their active sections and sign-in account status",
    level: 'tenant',
    from: '{t}.parties p LEFT JOIN platform.app_users u ON u.user_id = p.user_id AND u.tenant_id = :tenantId',
    where: "p.kind = 'teacher'",
    scope: (ctx) => (isTeacher(ctx) ? 'p.party_id = :partyId' : null),
    columns: {
      ...personListColumns(),
      email: col.text('p.email', 'filter sort'),
      account_status: ACCOUNT_STATUS_COLUMN,
      section_count: col.int(TAUGHT_SECTIONS('p.party_id'), 'sort', 'Sections'),
      search: searchColumn("p.first_name || ' ' || p.last_name || ' ' || coalesce(p.email, '')"),
    },
    key: 'id',
    defaultSort: [
      ['last_name', 'asc'],
      ['first_name', 'asc'],
    ],
    permission: 'teacher.read',
  },
  write: {
    table: '{t}.parties',
    key: { column: 'party_id', type: 'int' },
    moreColumns: ['kind', 'user_id'],
    timestamps: ['created_at', 'updated_at'],
    touchUpdatedAt: true,
    scope: () => "kind = 'teacher'",
    permissions: { create: 'teacher.create', update: 'teacher.update', delete: 'teacher.delete' },
    fixed: () => ({ kind: 'teacher' }),
    async prepare(_op, values, ctx, db, before) {
      await checkEmailFree(db, ctx, values.email, before?.party_id);
      return values;
    },
    actions: { create_account: createAccountAction('teacher', 'user.create') },
    async beforeDelete(_trx, row) {
      if (row.user_id)
        throw conflict(
          `${String(row.first_name)} ${String(row.last_name)} has a sign-in account; delete it under Users first`,
          'in_use',
        );
    },
  },
});
