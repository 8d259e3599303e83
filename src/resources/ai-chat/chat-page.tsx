// /ai/chat: the user's conversations beside the open one (kept in the URL, ?c=id, so a reload
// comes back to it); answers stream in through the tools' stream hook. See docs/ai-chat.md.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { App, Button, Popconfirm, Select, Space, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useGenerationStream } from '../../tools/stream/use-tool-stream.ts';
import { ConversationList } from './conversation-list.tsx';
import { ChatThread } from './chat-thread.tsx';
import * as api from './chat-api.ts';

export default function ChatPage() {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('c')) || undefined;
  const [q, setQ] = useState('');
  const [rows, setRows] = useState<api.Conversation[]>();
  const [listError, setListError] = useState<string>();
  const [detail, setDetail] = useState<{ conversation: api.Conversation; messages: api.ChatMessage[] }>();
  const [templates, setTemplates] = useState<api.ChatTemplate[]>([]);
  const [newTemplate, setNewTemplate] = useState<string>();
  const [pending, setPending] = useState<string>();
  const stream = useGenerationStream();
  const select = useCallback((id?: number) => setParams(id ? { c: String(id) } : {}), [setParams]);

  const loadList = useCallback(
    () =>
      api.listConversations(q).then(
        (r) => (setRows(r), setListError(undefined)),
        (err: Error) => setListError(err.message),
      ),
    [q],
  );
  const loadDetail = useCallback(async () => {
    if (!selected) return setDetail(undefined);
    await api.getConversation(selected).then(setDetail, (err: Error) => {
      void message.error(err.message);
      select(undefined);
    });
  }, [selected, message, select]);
  useEffect(() => void loadList(), [loadList]);
  useEffect(() => void loadDetail(), [loadDetail]);
  useEffect(() => {
    void api.listTemplates().then(setTemplates, () => setTemplates([]));
  }, []);

  const converse = async (path: (id: number) => string, text?: string) => {
    let id = selected;
    if (!id) {
      const created = await api.createConversation({ templateName: newTemplate }).catch((err: Error) => {
        void message.error(err.message);
        return undefined;
      });
      if (!created) return false;
      id = created.id;
      setDetail({ conversation: created, messages: [] });
      select(id);
    }
    setPending(text);
    const outcome = await stream.run(path(id), text === undefined ? undefined : { content: text });
    const fresh = await api.getConversation(id).catch(() => undefined);
    if (fresh) setDetail(fresh);
    setPending(undefined);
    void loadList();
    const kept = fresh?.messages.at(-1)?.role === 'assistant';
    if (outcome !== 'error' || kept) stream.reset();
    return outcome !== 'error' || kept;
  };

  const conv = detail?.conversation;
  const template = conv ? (conv.templateName ?? undefined) : (newTemplate ?? templates.find((t) => t.isDefault)?.name);
  return (
    <div style={{ maxWidth: 1200 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        AI chat
      </Typography.Title>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
        <div style={{ flex: '1 1 220px', maxWidth: 320, minWidth: 0 }}>
          <ConversationList
            rows={rows}
            error={listError}
            selected={selected}
            onSelect={select}
            onNew={() => (stream.reset(), select(undefined))}
            onSearch={setQ}
          />
        </div>
        <div style={{ flex: '3 1 320px', minWidth: 0 }}>
          <Space wrap style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
            <Typography.Title
              level={2}
              style={{ fontSize: 18, margin: 0 }}
              editable={
                conv
                  ? {
                      tooltip: 'Rename',
                      text: conv.title,
                      onChange: (title) =>
                        title.trim() &&
                        void api.updateConversation(conv.id, { title: title.trim() }).then(
                          () => (void loadDetail(), void loadList()),
                          (err: Error) => void message.error(err.message),
                        ),
                    }
                  : false
              }
            >
              {conv?.title ?? 'New conversation'}
            </Typography.Title>
            <Space wrap>
              <Select
                aria-label="Prompt template"
                style={{ width: 220 }}
                value={template}
                options={templates.map((t) => ({
                  value: t.name,
                  label: t.isDefault ? `${t.title} (default)` : t.title,
                }))}
                onChange={(v: string) =>
                  conv
                    ? void api.updateConversation(conv.id, { templateName: v }).then(
                        () => void loadDetail(),
                        (err: Error) => void message.error(err.message),
                      )
                    : setNewTemplate(v)
                }
              />
              {conv ? (
                <Popconfirm
                  title={`Delete "${conv.title}"?`}
                  onConfirm={() =>
                    api.deleteConversation(conv.id).then(
                      () => (select(undefined), void loadList()),
                      (err: Error) => void message.error(err.message),
                    )
                  }
                >
                  <Button icon={<DeleteOutlined />} danger>
                    Delete
                  </Button>
                </Popconfirm>
              ) : null}
            </Space>
          </Space>
          <ChatThread
            messages={selected ? (detail?.messages ?? []) : []}
            pending={pending}
            stream={stream.state}
            onSend={(text) => converse(api.messagesPath, text)}
            onStop={stream.stop}
            onRegenerate={() => void converse(api.regeneratePath)}
          />
        </div>
      </div>
    </div>
  );
}
