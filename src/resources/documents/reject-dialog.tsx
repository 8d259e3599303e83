// Rejecting documents asks for the reason the owner will read; the server refuses a blank one too
// (REJECT_INPUT in src/shared/entities/documents.ts).
import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';

export function RejectDialog({
  count,
  open,
  onCancel,
  onReject,
}: {
  count: number;
  open: boolean;
  onCancel: () => void;
  onReject: (reason: string) => Promise<void>;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={count === 1 ? 'Reject document' : `Reject ${count} documents`}
      okText="Reject"
      okButtonProps={{ danger: true }}
      onCancel={onCancel}
      onOk={async () => {
        // an empty reason stays in the dialog with the field's message
        const values = await form.validateFields().catch(() => undefined);
        if (values) await onReject(values.reason.trim());
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label="Reason"
          extra="The owner reads this and can upload the document again."
          rules={[{ required: true, whitespace: true, message: 'Reason is required' }, { max: 500 }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
