// Operators move a subscription's last day by hand (docs/commerce.md): extend it to a later day, or
// end it on an earlier one (today at the soonest; it then no longer renews). The named actions
// `extend` and `end` of course-subscriptions; the access a family or teacher holds follows.
import { DatePicker, Form, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { failureText, runAction } from '../../providers/data/run-action.ts';

export interface EndChange {
  id: number;
  label: string;
  action: 'extend' | 'end';
  /** the current last day, YYYY-MM-DD, or null (open) */
  endsAt: string | null;
}

export function EndDateDrawer(props: { change?: EndChange; onDone: (text: string) => void; onClose: () => void }) {
  const c = props.change;
  const verb = c?.action === 'extend' ? 'Extend' : 'End';
  const submit = async ({ ends_at }: { ends_at: Dayjs }) => {
    const day = ends_at.format('YYYY-MM-DD');
    const answer = await runAction('course-subscriptions', c!.action, [c!.id], { ends_at: day });
    const failed = failureText(answer, () => c!.label);
    if (failed) throw new Error(failed);
    props.onDone(`${c!.label}: ${c!.action === 'extend' ? 'extended' : 'ends'} to ${day}`);
  };
  return (
    <DrawerForm<{ ends_at: Dayjs }>
      open={Boolean(c)}
      title={c ? `${verb} ${c.label}` : ''}
      submitLabel={verb}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Typography.Paragraph>Its last day now: {c?.endsAt ?? 'none (open)'}.</Typography.Paragraph>
      <Form.Item
        name="ends_at"
        label="New last day"
        rules={[{ required: true, message: 'Choose the new last day' }]}
        extra={c?.action === 'end' ? 'Access ends after this day; it no longer renews.' : undefined}
      >
        <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} style={{ width: '100%' }} />
      </Form.Item>
    </DrawerForm>
  );
}
