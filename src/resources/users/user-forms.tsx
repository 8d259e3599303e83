// The invite and edit drawers of the users screen, on the shared rules of user-rules.ts.
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import { USER_EDIT_RULES, USER_RULES } from '../../shared/rules/user-rules.ts';
import type { UserRow } from './user-api.ts';

type Options = { value: string; label: string }[];
export interface InviteValues {
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
}
export type EditValues = Omit<InviteValues, 'email'>;

export function InviteDrawer({
  open,
  roles,
  onSubmit,
  onClose,
}: {
  open: boolean;
  roles: Options;
  onSubmit: (v: InviteValues) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <DrawerForm<InviteValues>
      open={open}
      title="Invite a user"
      submitLabel="Invite"
      initialValues={{ roles: [] }}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <RuleField name="email" rule={USER_RULES.email} help="Their sign-in name." />
      <RuleField name="first_name" rule={USER_RULES.first_name} />
      <RuleField name="last_name" rule={USER_RULES.last_name} />
      <RuleField name="roles" rule={USER_RULES.roles} options={roles} />
    </DrawerForm>
  );
}

export function EditUserDrawer({
  user,
  roles,
  onSubmit,
  onClose,
}: {
  user?: UserRow;
  roles: Options;
  onSubmit: (v: EditValues) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <DrawerForm<EditValues>
      open={Boolean(user)}
      title={user ? `Edit ${user.email}` : ''}
      initialValues={
        user ? { first_name: user.first_name, last_name: user.last_name, roles: user.roles?.access ?? [] } : undefined
      }
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <RuleField name="first_name" rule={USER_EDIT_RULES.first_name} />
      <RuleField name="last_name" rule={USER_EDIT_RULES.last_name} />
      <RuleField
        name="roles"
        rule={USER_EDIT_RULES.roles}
        options={roles}
        help="The roles this user may act in; they choose one at a time."
      />
    </DrawerForm>
  );
}
