// /samples/email-editor (notification.read): one event's template on a page of its own, the
// fields on the left and the message as a mail client shows it on the right, rendered by the
// server with the event's sample values as the author types. The variable buttons insert a
// placeholder where the cursor is. The body is edited as MJML code or, in the "Visual" mode, with
// GrapesJS (visual-editor.tsx, loaded only then); both edit the same body. Saving
// (notification.update) writes the school's version (server/mail/template-routes.ts); "Send test
// to me" mails the saved version to the caller.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, App, Button, Col, Input, Row, Segmented, Select, Space, Spin, Typography } from 'antd';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import {
  previewTemplate,
  saveTemplate,
  sendTest,
  type TemplateEntry,
  type TemplateInput,
} from '../../components/mail/template-api.ts';
import { useInsert } from './use-insert.ts';
import { MessagePreview, type Preview } from './message-preview.tsx';

const VisualEditor = lazy(() => import('./visual-editor.tsx'));
const PREVIEW_DELAY_MS = 500;
const EMPTY: TemplateInput = { subject: '', mjml: '', body_text: '' };

export default function EmailEditorPage() {
  const { message } = App.useApp();
  const answer = useApiAnswer<{ rows: TemplateEntry[] }>('/notification-templates');
  const canSave = useHeldPermissions(['notification.update']).has('notification.update');
  const entries = answer.data?.rows;
  const [event, setEvent] = useState<string>();
  const entry = entries?.find((e) => e.event === (event ?? entries[0]?.event));
  const [draft, setDraft] = useState<TemplateInput>(EMPTY);
  const [version, setVersion] = useState<number | null>(null);
  const [preview, setPreview] = useState<Preview>();
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<'Code' | 'Visual'>('Code');
  const set = (field: string, value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const { track, insert } = useInsert(set);

  useEffect(() => {
    if (!entry) return;
    setDraft({ subject: entry.subject, mjml: entry.mjml, body_text: entry.body_text });
    setVersion(entry.version);
  }, [entry]);
  useEffect(() => {
    if (!entry || !draft.subject || !draft.mjml) return undefined;
    const timer = setTimeout(
      () => previewTemplate(entry.event, draft).then(setPreview, (err: Error) => setPreview({ error: err.message })),
      PREVIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [entry, draft]);

  if (answer.error) {
    return (
      <Alert type="error" message="The templates could not be loaded" description={answer.error.message} showIcon />
    );
  }
  const saved =
    entry && draft.subject === entry.subject && draft.mjml === entry.mjml && draft.body_text === entry.body_text;
  const save = async () => {
    setBusy(true);
    try {
      const after = await saveTemplate(entry!.event, draft, version);
      setVersion(after.version);
      void message.success(`Saved the template of ${entry!.title}`);
      answer.retry();
    } catch (err) {
      void message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const test = () =>
    sendTest(entry!.event).then(
      (r) => void message.success(`Test message queued for ${r.to}`),
      (err: Error) => void message.error(err.message),
    );

  return (
    <div>
      <Typography.Title level={1}>E-mail designer</Typography.Title>
      <Typography.Paragraph type="secondary">
        Edit the message an event sends. The preview uses sample values; saving makes it this school&apos;s version.
      </Typography.Paragraph>
      {!entries ? (
        <span role="status" aria-label="Loading templates">
          <Spin />
        </span>
      ) : (
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={mode === 'Visual' ? 24 : 12}>
            <Space direction="vertical" style={{ width: '100%' }}>
              <label htmlFor="email-event">Event</label>
              <Select
                id="email-event"
                value={entry?.event}
                onChange={setEvent}
                options={entries.map((e) => ({ value: e.event, label: e.title }))}
                style={{ width: '100%' }}
              />
              <Typography.Text id="email-variables">Insert a variable:</Typography.Text>
              <Space wrap aria-labelledby="email-variables">
                {Object.keys(entry?.variables ?? {}).map((v) => (
                  <Button
                    key={v}
                    size="small"
                    disabled={mode === 'Visual'}
                    onClick={() => insert(`{{${v}}}`, { name: 'mjml', value: draft.mjml })}
                  >
                    {`{{${v}}}`}
                  </Button>
                ))}
              </Space>
              <label htmlFor="email-subject">Subject</label>
              <Input
                id="email-subject"
                value={draft.subject}
                maxLength={300}
                onChange={(e) => set('subject', e.target.value)}
                {...track('subject')}
              />
              <Space wrap>
                <Typography.Text id="email-body-mode">Body</Typography.Text>
                <Segmented
                  aria-labelledby="email-body-mode"
                  options={['Code', 'Visual']}
                  value={mode}
                  onChange={(v) => setMode(v as 'Code' | 'Visual')}
                />
                {mode === 'Visual' ? (
                  <Typography.Text type="secondary">
                    Type a variable such as {'{{name}}'} into a text block
                  </Typography.Text>
                ) : null}
              </Space>
              {mode === 'Code' ? (
                <>
                  <label htmlFor="email-body">Body (MJML)</label>
                  <Input.TextArea
                    id="email-body"
                    value={draft.mjml}
                    spellCheck={false}
                    autoSize={{ minRows: 12, maxRows: 28 }}
                    style={{ fontFamily: 'monospace' }}
                    onChange={(e) => set('mjml', e.target.value)}
                    {...track('mjml')}
                  />
                </>
              ) : (
                <Suspense
                  fallback={
                    <span role="status" aria-label="Loading the visual editor">
                      <Spin />
                    </span>
                  }
                >
                  <VisualEditor mjml={draft.mjml} onChange={(v) => set('mjml', v)} />
                </Suspense>
              )}
              <label htmlFor="email-text">Plain-text part</label>
              <Input.TextArea
                id="email-text"
                value={draft.body_text}
                autoSize={{ minRows: 3, maxRows: 10 }}
                onChange={(e) => set('body_text', e.target.value)}
                {...track('body_text')}
              />
              <Space wrap>
                {canSave ? (
                  <Button type="primary" loading={busy} disabled={saved} onClick={() => void save()}>
                    Save
                  </Button>
                ) : null}
                <Button onClick={() => void test()} disabled={!saved}>
                  Send test to me
                </Button>
                {!saved ? <Typography.Text type="secondary">Save first to test these changes</Typography.Text> : null}
              </Space>
            </Space>
          </Col>
          <Col xs={24} lg={mode === 'Visual' ? 24 : 12}>
            <MessagePreview preview={preview} />
          </Col>
        </Row>
      )}
    </div>
  );
}
