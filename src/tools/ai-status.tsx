// Whether the school has a model to generate with. When it has none, pages say so plainly and
// tell an administrator what to set; nothing pretends to generate.
import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { fetchAiStatus, type AiStatus } from './tools-api.ts';

export function useAiStatus(): AiStatus | undefined {
  const [status, setStatus] = useState<AiStatus>();
  useEffect(() => {
    let live = true;
    fetchAiStatus().then(
      (s) => {
        if (live) setStatus(s);
      },
      (err) => console.error('[tools] status failed', err),
    );
    return () => {
      live = false;
    };
  }, []);
  return status;
}

export function NotConfiguredAlert({ status }: { status: AiStatus | undefined }) {
  if (!status || status.configured) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="ai-not-configured"
      style={{ marginBottom: 16 }}
      message="AI generation is not set up for your school"
      description={status.message}
    />
  );
}
