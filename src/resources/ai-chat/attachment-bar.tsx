// The files attached to a conversation (docs/ai-chat.md): attach (.txt, .md, .docx, .pdf; only the
// text is kept and handed to the model with each answer) and remove. A conversation is started
// first when none is open.
import { useRef, useState } from 'react';
import { App, Button, Space, Tag } from 'antd';
import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import * as api from './chat-api.ts';

export function AttachmentBar(props: {
  mount: api.Mount;
  attachments: api.Attachment[];
  /** the open conversation's id, starting one when none is open */
  conversation: () => Promise<number | undefined>;
  onChange: (conversationId: number) => void;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  // a plain file input behind the button: antd's Upload wraps its button in another role=button
  const input = useRef<HTMLInputElement>(null);
  const attach = async (file: File) => {
    setBusy(true);
    const id = await props.conversation();
    if (id)
      await api.attachFile(id, file, props.mount).then(
        () => props.onChange(id),
        (err: Error) => void message.error(err.message),
      );
    setBusy(false);
  };
  const remove = async (a: api.Attachment) => {
    const id = await props.conversation();
    if (id)
      await api.removeAttachment(id, a.id, props.mount).then(
        () => props.onChange(id),
        (err: Error) => void message.error(err.message),
      );
  };
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="File to attach"
        accept=".txt,.md,.docx,.pdf"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void attach(file);
        }}
      />
      <Button icon={<PaperClipOutlined />} loading={busy} onClick={() => input.current?.click()}>
        Attach file
      </Button>
      {props.attachments.map((a) => (
        <Tag
          key={a.id}
          closable
          closeIcon={<CloseOutlined aria-label={`Remove ${a.name}`} />}
          onClose={(e) => {
            e.preventDefault();
            void remove(a);
          }}
        >
          {a.name}
          {a.truncated ? ' (first 20,000 characters)' : ''}
        </Tag>
      ))}
    </Space>
  );
}
