// Shown when start-up could not finish: the sign-in callback failed (storage is already cleared,
// and the user is asked to sign in again) or the platform has no account for this sign-in.
import { Button, Result } from 'antd';

export interface StartFailedProps {
  title: string;
  message: string;
  action: string;
  onAction: () => void;
}

export default function StartFailed({ title, message, action, onAction }: StartFailedProps) {
  return (
    <main>
      <Result
        status="warning"
        title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{title}</h1>}
        subTitle={message}
        extra={
          <Button type="primary" onClick={onAction} autoFocus>
            {action}
          </Button>
        }
      />
    </main>
  );
}
