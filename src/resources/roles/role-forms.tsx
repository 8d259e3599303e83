// Creating a role (name, description) and describing one, on the shared rules of role-rules.ts.
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import { ROLE_RULES } from '../../shared/rules/role-rules.ts';

export interface RoleValues {
  role_name: string;
  description?: string;
}
export interface RoleRow {
  id: number;
  role_name: string;
  description: string;
  role_permissions: string[] | null;
  version: number;
  updated_at: string;
}

export function RoleDrawer({
  open,
  role,
  onSubmit,
  onClose,
}: {
  open: boolean;
  role?: RoleRow;
  onSubmit: (v: RoleValues) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <DrawerForm<RoleValues>
      open={open}
      title={role ? `Describe ${role.role_name}` : 'New role'}
      submitLabel={role ? 'Save' : 'Create'}
      initialValues={role ? { role_name: role.role_name, description: role.description } : undefined}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <RuleField
        name="role_name"
        rule={ROLE_RULES.role_name}
        disabled={Boolean(role)}
        help={role ? 'Users hold roles by name, so the name stays.' : 'Users are given roles by this name.'}
      />
      <RuleField name="description" rule={ROLE_RULES.description} />
    </DrawerForm>
  );
}
