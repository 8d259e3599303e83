// A user's iCalendar feed of due dates (a student's work, a teacher's sections): a secret URL a calendar
// app subscribes to (no sign-in; the secret is the credential; POST /api/my/calendar-feed, DELETE revokes).
// Making a new one stops the old one; revoking stops it. The server keeps only the secret's hash, so the URL
// is shown once, right after it is made. Used by /my-calendar and /teaching-due-dates.
import { useState } from 'react';
import { Alert, App, Button, Card, Input, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { newCalendarFeed, revokeCalendarFeed } from './calendar-feed-api.ts';

export function CalendarFeed() {
  const [url, setUrl] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { message, modal } = App.useApp();
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await work();
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const make = () => run(async () => setUrl(await newCalendarFeed()));
  const revoke = () =>
    modal.confirm({
      title: 'Revoke the calendar feed?',
      content: 'Calendar apps subscribed to it stop getting your due dates.',
      okText: 'Revoke',
      okButtonProps: { danger: true },
      onOk: () =>
        run(async () => {
          await revokeCalendarFeed();
          setUrl(undefined);
          void message.success('The calendar feed is revoked');
        }),
    });
  const copy = () =>
    navigator.clipboard.writeText(url!).then(
      () => void message.success('Copied'),
      () => void message.error('Could not copy: select the address and copy it'),
    );
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>Calendar feed</h2>} style={{ marginTop: 16 }}>
      <Typography.Paragraph>
        Subscribe to your due dates in a calendar app with a secret address. Anyone with the address sees your due
        dates, so keep it to yourself; making a new one stops the old one.
      </Typography.Paragraph>
      {url ? (
        <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
          <Input readOnly value={url} aria-label="Calendar feed address" data-testid="feed-url" />
          <Button icon={<CopyOutlined />} onClick={copy}>
            Copy
          </Button>
        </Space.Compact>
      ) : null}
      {failure ? <Alert type="error" showIcon message={failure} style={{ marginBottom: 8 }} /> : null}
      <Space wrap>
        <Button type="primary" onClick={make} loading={busy}>
          {url ? 'Make a new address' : 'Make the feed address'}
        </Button>
        <Button danger onClick={revoke} disabled={busy}>
          Revoke the feed
        </Button>
      </Space>
    </Card>
  );
}
