// Whether the school has a model to generate with. When it has none, pages say so plainly: those
// who may set a model server are told what to set, everyone else to ask their administrator;
// nothing pretends to generate.
import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { useHeldPermissions } from '../components/table/use-held-permissions.ts';
import { fetchAiStatus, type AiStatus } from './tools-api.ts';

// who may set a school's model server (/ei/app-provider-details)
const SETS_PROVIDERS = 'app_provider.update';
export const ASK_ADMINISTRATOR = 'Ask your administrator to set up an AI model for your school.';

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
  const mayFix = useHeldPermissions([SETS_PROVIDERS]).has(SETS_PROVIDERS);
  if (!status || status.configured) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="ai-not-configured"
      style={{ marginBottom: 16 }}
      message="AI generation is not set up for your school"
      description={mayFix ? status.message : ASK_ADMINISTRATOR}
    />
  );
}
