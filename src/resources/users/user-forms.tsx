// The invite, edit and set-roles drawers of the users screen, on the shared rules of user-rules.ts.
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
      <RolesField roles={roles} help="The roles this user may act in; they choose one at a time." />
    </DrawerForm>
  );
}

const RolesField = ({ roles, help }: { roles: Options; help: string }) => (
  <RuleField name="roles" rule={USER_EDIT_RULES.roles} options={roles} help={help} />
);

/** The roles for many users at once (the users resource's set_roles action). */
export function SetRolesDrawer({
  users,
  roles,
  onSubmit,
  onClose,
}: {
  users: UserRow[];
  roles: Options;
  onSubmit: (v: { roles: string[] }) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <DrawerForm<{ roles: string[] }>
      {...{ onSubmit, onClose }}
      open={users.length > 0}
      title={`Set the roles of ${users.length} user(s)`}
      submitLabel="Set roles"
      initialValues={{ roles: [] }}
    >
      <RolesField roles={roles} help="Replaces each selected user's roles; your own stay as they are." />
    </DrawerForm>
  );
}
