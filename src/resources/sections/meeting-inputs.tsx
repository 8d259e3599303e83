// Inputs of a section's weekly meeting pattern: the days as checkboxes (stored as "Mon,Wed,Fri")
// and a time of day (stored as HH:MM, or null when cleared).
import { Checkbox, Input } from 'antd';
import { WEEK_DAYS, daysOf } from '../../shared/entities/sections.ts';

export function DaysInput(props: { value?: string; onChange?: (v: string) => void; id?: string }) {
  return (
    <div id={props.id} role="group" aria-label="Meeting days">
      <Checkbox.Group
        options={WEEK_DAYS.map((d) => ({ value: d, label: d }))}
        value={daysOf(props.value)}
        onChange={(v) => props.onChange?.(daysOf((v as string[]).join(',')).join(','))}
      />
    </div>
  );
}

export function TimeInput(props: { value?: string | null; onChange?: (v: string | null) => void; id?: string }) {
  return (
    <Input
      id={props.id}
      type="time"
      value={props.value?.slice(0, 5) ?? ''}
      onChange={(e) => props.onChange?.(e.target.value ? e.target.value.slice(0, 5) : null)}
    />
  );
}
