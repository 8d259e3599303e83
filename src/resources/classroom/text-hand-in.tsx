// Typed text: saved as a draft a moment after the student stops typing (PUT /api/assignments/{id}/
// draft), with "Saving…", "Saved" or why not said where a screen reader hears it; "Hand in" makes
// the text a new version. The draft survives a reload because the server keeps it.
import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Input, Space, Typography } from 'antd';
import { handInText, saveDraft } from './api.ts';
import type { MyAssignment } from './types.ts';

const PAUSE_MS = 800;
type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

const SAVE_TEXT = (s: SaveState) =>
  s.kind === 'saving' ? 'Saving…' : s.kind === 'saved' ? 'Saved' : s.kind === 'failed' ? `Not saved: ${s.message}` : '';

export function TextHandIn({ a, onChange }: { a: MyAssignment; onChange: () => void }) {
  const last = a.versions.at(-1);
  const [text, setText] = useState(a.draft_text || last?.text || '');
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const { message } = App.useApp();
  const seq = useRef(0);
  const dirty = useRef(false);

  useEffect(() => {
    if (!dirty.current) return;
    const mine = ++seq.current;
    const timer = setTimeout(() => {
      setSave({ kind: 'saving' });
      saveDraft(a.id, text).then(
        () => mine === seq.current && setSave({ kind: 'saved' }),
        (e: Error) => mine === seq.current && setSave({ kind: 'failed', message: e.message }),
      );
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [a.id, text]);

  const handIn = async () => {
    setSending(true);
    setRefusal(undefined);
    try {
      await handInText(a.id, text);
      void message.success('Handed in');
      onChange();
    } catch (e) {
      setRefusal((e as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <label htmlFor="hand-in-text">
        <Typography.Text strong>Your answer</Typography.Text>
      </label>
      <Input.TextArea
        id="hand-in-text"
        value={text}
        autoSize={{ minRows: 8, maxRows: 24 }}
        maxLength={100_000}
        onChange={(e) => {
          dirty.current = true;
          setText(e.target.value);
        }}
      />
      <Typography.Text
        role="status"
        aria-live="polite"
        data-testid="save-state"
        type={save.kind === 'failed' ? 'danger' : 'secondary'}
      >
        {SAVE_TEXT(save)}
      </Typography.Text>
      {refusal ? <Alert type="error" showIcon message={`Not handed in: ${refusal}`} /> : null}
      <Button type="primary" onClick={handIn} loading={sending} disabled={!text.trim()}>
        {a.versions.length ? 'Hand in again' : 'Hand in'}
      </Button>
    </Space>
  );
}
