// A page of conversations (the chat, the EI tutor, the open-model chat): the user's conversations
// beside the open one (kept in the URL, ?c=id, so a reload comes back to it); answers stream in
// through the tools' stream hook. See docs/ai-chat.md.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useGenerationStream } from '../../tools/stream/use-tool-stream.ts';
import { ConversationList } from './conversation-list.tsx';
import { ChatThread } from './chat-thread.tsx';
import { AttachmentBar } from './attachment-bar.tsx';
import * as api from './chat-api.ts';

export interface WorkspaceProps {
  mount: api.Mount;
  heading: string;
  /** the fields of a new conversation (its template, course or model) */
  newBody: api.CreateBody;
  /** narrows the list to one course (the tutor) */
  courseId?: number;
  /** above the conversations: what the page is about (the tutor's course) */
  toolbar?: ReactNode;
  /** beside the open conversation's title (template or model choice); refresh re-reads it */
  controls?: (conv: api.Conversation | undefined, refresh: () => void) => ReactNode;
  /** files may be attached (the chat and the open-model chat) */
  attachments?: boolean;
  /** why nothing can be asked yet (e.g. no course chosen) */
  blocked?: string;
  emptyHint?: string;
}

export function ChatWorkspace(props: WorkspaceProps) {
  const { mount, courseId } = props;
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('c')) || undefined;
  const [q, setQ] = useState('');
  const [rows, setRows] = useState<api.Conversation[]>();
  const [listError, setListError] = useState<string>();
  const [detail, setDetail] = useState<api.Detail>();
  const [pending, setPending] = useState<string>();
  const stream = useGenerationStream();
  const select = useCallback(
    (id?: number) =>
      setParams((old) => {
        const next = new URLSearchParams(old);
        if (id) next.set('c', String(id));
        else next.delete('c');
        return next;
      }),
    [setParams],
  );

  const loadList = useCallback(
    () =>
      api.listConversations(q, mount, courseId).then(
        (r) => (setRows(r), setListError(undefined)),
        (err: Error) => setListError(err.message),
      ),
    [q, mount, courseId],
  );
  const loadDetail = useCallback(async () => {
    if (!selected) return setDetail(undefined);
    await api.getConversation(selected, mount).then(setDetail, (err: Error) => {
      void message.error(err.message);
      select(undefined);
    });
  }, [selected, mount, message, select]);
  useEffect(() => void loadList(), [loadList]);
  useEffect(() => void loadDetail(), [loadDetail]);

  /** The open conversation, started when none is open. */
  const ensureConversation = async () => {
    if (selected) return selected;
    const created = await api.createConversation(props.newBody, mount).catch((err: Error) => {
      void message.error(err.message);
      return undefined;
    });
    if (!created) return undefined;
    setDetail({ conversation: created, messages: [], attachments: [] });
    select(created.id);
    return created.id;
  };
  const reload = (id: number) =>
    api.getConversation(id, mount).then(setDetail, (err: Error) => void message.error(err.message));

  const converse = async (path: (id: number, m: api.Mount) => string, text?: string) => {
    const id = await ensureConversation();
    if (!id) return false;
    setPending(text);
    const outcome = await stream.run(path(id, mount), text === undefined ? undefined : { content: text });
    const fresh = await api.getConversation(id, mount).catch(() => undefined);
    if (fresh) setDetail(fresh);
    setPending(undefined);
    void loadList();
    const kept = fresh?.messages.at(-1)?.role === 'assistant';
    if (outcome !== 'error' || kept) stream.reset();
    return outcome !== 'error' || kept;
  };

  const conv = detail?.conversation;
  const rename = (title: string) =>
    conv &&
    title.trim() &&
    void api.updateConversation(conv.id, { title: title.trim() }, mount).then(
      () => (void loadDetail(), void loadList()),
      (err: Error) => void message.error(err.message),
    );
  return (
    <div style={{ maxWidth: 1200 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {props.heading}
      </Typography.Title>
      {props.toolbar}
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
              editable={conv ? { tooltip: 'Rename', text: conv.title, onChange: rename } : false}
            >
              {conv?.title ?? 'New conversation'}
            </Typography.Title>
            <Space wrap>
              {props.controls?.(conv, () => void loadDetail())}
              {conv ? (
                <Popconfirm
                  title={`Delete "${conv.title}"?`}
                  onConfirm={() =>
                    api.deleteConversation(conv.id, mount).then(
                      () => (select(undefined), void loadList()),
                      (err: Error) => void message.error(err.message),
                    )
                  }
                >
                  <Button icon={<DeleteOutlined />}>Delete</Button>
                </Popconfirm>
              ) : null}
            </Space>
          </Space>
          {props.attachments ? (
            <AttachmentBar
              mount={mount}
              attachments={selected ? (detail?.attachments ?? []) : []}
              conversation={ensureConversation}
              onChange={(id) => void reload(id)}
            />
          ) : null}
          <ChatThread
            messages={selected ? (detail?.messages ?? []) : []}
            pending={pending}
            stream={stream.state}
            blocked={props.blocked}
            emptyHint={props.emptyHint}
            onSend={(text) => converse(api.messagesPath, text)}
            onStop={stream.stop}
            onRegenerate={() => void converse(api.regeneratePath)}
          />
        </div>
      </div>
    </div>
  );
}
