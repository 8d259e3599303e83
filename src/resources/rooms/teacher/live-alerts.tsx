// The live view's safety alerts, newest first: an open one is an error alert (role=alert) with
// Acknowledge; an acknowledged one stays listed, quieter (a note, no longer an alert to assistive
// technology), with who acknowledged it and when. Another teacher's acknowledgement arrives on the
// stream (`alert_ack`) and marks it here too.
import { Alert, App, Button } from 'antd';
import { acknowledgeAlert } from './api.ts';
import type { LiveAlert } from './types.ts';

export function LiveAlerts(props: { roomId: number; alerts: LiveAlert[]; onAcknowledged: (a: LiveAlert) => void }) {
  const { message } = App.useApp();
  const acknowledge = (a: LiveAlert) =>
    acknowledgeAlert(props.roomId, a.id).then(props.onAcknowledged, (e: Error) => void message.error(e.message));
  return props.alerts.map((a) => {
    const title = `${a.name || 'A student'}: ${a.category}`;
    if (a.acknowledged_at)
      return (
        <Alert
          key={a.id}
          type="warning"
          role="note"
          message={title}
          description={
            <>
              {a.excerpt}
              <br />
              Acknowledged by {a.acknowledged_by ?? 'a teacher'} on {new Date(a.acknowledged_at).toLocaleString()}
            </>
          }
        />
      );
    return (
      <Alert
        key={a.id}
        type="error"
        showIcon
        role="alert"
        message={title}
        description={a.excerpt}
        action={
          <Button size="small" onClick={() => acknowledge(a)} aria-label={`Acknowledge the alert about ${a.name}`}>
            Acknowledge
          </Button>
        }
      />
    );
  });
}
