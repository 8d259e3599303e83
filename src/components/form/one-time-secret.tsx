// A secret the server answers once (a temporary password): shown in a dialog with a copy button,
// never stored in the browser. The administrator passes it on; the user signs in with it.
import { Alert, Modal, Typography } from 'antd';

export interface OneTimeSecretProps {
  open: boolean;
  title: string;
  /** who the secret is for, e.g. the user's e-mail */
  account: string;
  secret: string;
  onClose: () => void;
}

export function OneTimeSecret({ open, title, account, secret, onClose }: OneTimeSecretProps) {
  return (
    <Modal
      open={open}
      title={title}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText="Done"
    >
      <Typography.Paragraph>
        Temporary password for <Typography.Text strong>{account}</Typography.Text>:
      </Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text code copyable={{ text: secret }} data-testid="temporary-password" style={{ fontSize: 18 }}>
          {secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        message="It is shown only now and is not stored in readable form. Pass it on securely; they sign in with it."
      />
    </Modal>
  );
}
