// The role switcher's Select, for users holding several roles: a chunk of its own so antd's Select
// (with its form and virtual-list parts) stays out of the first load of single-role users (README, #13).
import { Select } from 'antd';

export interface RoleSelectProps {
  roles: readonly string[];
  value: string;
  busy: boolean;
  compact: boolean;
  onChange: (role: string) => void;
}

export default function RoleSelect({ roles, value, busy, compact, onChange }: RoleSelectProps) {
  return (
    <Select
      aria-labelledby="current-role-label"
      data-testid="role-switcher"
      value={value}
      loading={busy}
      disabled={busy}
      onChange={onChange}
      options={roles.map((r) => ({ value: r, label: r }))}
      labelRender={({ label }) => <span data-testid="current-role">{label}</span>}
      style={{ minWidth: compact ? 96 : 120 }}
      popupMatchSelectWidth={false}
    />
  );
}
