// Rejecting documents asks for the reason the owner will read; the server refuses a blank one too
// (REJECT_INPUT in src/shared/entities/documents.ts). A refusal stays in the drawer with the text.
import { Form, Input } from 'antd';
import { DrawerForm } from '../../components/form/drawer-form.tsx';

export function RejectDrawer({
  count,
  open,
  onClose,
  onReject,
}: {
  count: number;
  open: boolean;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
}) {
  return (
    <DrawerForm<{ reason: string }>
      open={open}
      title={count === 1 ? 'Reject document' : `Reject ${count} documents`}
      submitLabel="Reject"
      onSubmit={(v) => onReject(v.reason.trim())}
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label="Reason"
        extra="The owner reads this and can upload the document again."
        rules={[{ required: true, whitespace: true, message: 'Reason is required' }, { max: 500 }]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </DrawerForm>
  );
}
