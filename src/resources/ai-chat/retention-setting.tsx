// How many days the school keeps its students' chat conversations (docs/ai-chat.md, the nightly
// chat-retention job deletes older ones). Shown to insights staff; saved by those who edit settings.
import { useEffect, useState } from 'react';
import { App, Button, InputNumber, Space, Typography } from 'antd';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { RETENTION_URL, saveRetention } from './insights-api.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';

export function RetentionSetting() {
  const { message } = App.useApp();
  const held = useHeldPermissions(['insights.read', 'settings.update']);
  const [days, setDays] = useState<number | null>();
  const [saving, setSaving] = useState(false);
  const canRead = held.has('insights.read');
  const answer = useApiAnswer<{ days: number | null }>(RETENTION_URL, undefined, canRead);
  const saved = answer.data?.days;
  useEffect(() => setDays(saved), [saved]);
  if (!canRead || days === undefined) return null;
  const save = () => {
    setSaving(true);
    saveRetention(days ?? null)
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
