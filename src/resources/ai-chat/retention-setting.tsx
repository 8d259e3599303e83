// How many days the school keeps its students' chat conversations (docs/ai-chat.md, the nightly
// chat-retention job deletes older ones). Shown to insights staff; saved by those who edit settings.
import { useEffect, useState } from 'react';
import { App, Button, InputNumber, Space, Typography } from 'antd';
import { apiFetch } from '../../providers/http-client.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';

const RETENTION_URL = '/ai/chat/retention';

export function RetentionSetting() {
  const { message } = App.useApp();
  const held = useHeldPermissions(['insights.read', 'settings.update']);
  const [days, setDays] = useState<number | null>();
  const [saving, setSaving] = useState(false);
  const canRead = held.has('insights.read');
  useEffect(() => {
    if (canRead)
      apiFetch<{ days: number | null }>(RETENTION_URL).then(
        (r) => setDays(r.days),
        () => setDays(undefined),
      );
  }, [canRead]);
  if (!canRead || days === undefined) return null;
  const save = () => {
    setSaving(true);
    apiFetch<{ days: number | null }>(RETENTION_URL, { method: 'PUT', body: { days } })
      .then(
        (r) => (setDays(r.days), void message.success('Retention saved')),
        (err: Error) => void message.error(err.message),
      )
      .finally(() => setSaving(false));
  };
  return (
    <Space wrap align="center">
      <label htmlFor="chat-retention">Keep students&apos; conversations for (days)</label>
      <InputNumber
        id="chat-retention"
        min={1}
        max={3650}
        placeholder="forever"
        value={days}
        disabled={!held.has('settings.update')}
        onChange={(v) => setDays(v ?? null)}
      />
      {held.has('settings.update') ? (
        <Button onClick={save} loading={saving}>
          Save
        </Button>
      ) : null}
      <Typography.Text type="secondary">Empty keeps them; alerts are always kept.</Typography.Text>
    </Space>
  );
}
