// Says that an invite or a password reset went out by e-mail: the person sets their own password
// through the single-use link in it (docs/messaging.md). No password is ever shown to the admin.
import { Alert, Modal, Typography } from 'antd';

export interface MailedLink {
  title: string;
  /** who the mail went to, e.g. the user's e-mail */
  account: string;
  purpose: 'invite' | 'reset';
}

const VALID = { invite: '7 days', reset: '24 hours' };

export function LinkMailed({ mailed, onClose }: { mailed?: MailedLink; onClose: () => void }) {
  return (
    <Modal
      open={Boolean(mailed)}
      title={mailed?.title}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText="Done"
    >
      <Typography.Paragraph data-testid="link-mailed">
        An e-mail with a link to set a password was sent to <Typography.Text strong>{mailed?.account}</Typography.Text>.
      </Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        message={`The link works once, for ${VALID[mailed?.purpose ?? 'invite']}. If it does not arrive, send it again from the row's menu; the notification log shows each message's status.`}
      />
    </Modal>
  );
}
