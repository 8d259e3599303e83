// /ai/chat-log: the conversations the signed-in staff member may read (teachers their students',
// administrators the school's), flagged first. Opening one is audited. See docs/ai-chat.md.
import { useState } from 'react';
import { Tag } from 'antd';
import { AnswerGrid } from '../../components/table/answer-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { useApiAnswer, type ApiAnswer } from '../../components/table/use-api-answer.ts';
import { useAppSession } from '../../providers/auth/use-app-session.ts';
import { hasPermission } from '../../policies/permissions.ts';
import { ConversationDrawer } from './conversation-drawer.tsx';
import { RetentionSetting } from './retention-setting.tsx';

interface LogRow {
  id: number;
  title: string;
  owner: string;
  ownerRole: string;
  flagged: boolean;
  messages: number;
  updatedAt: string;
}

const columns: GridColumn<LogRow>[] = [
  { field: 'flagged', title: 'Flag', render: (_v, r) => (r.flagged ? <Tag color="red">flagged</Tag> : null) },
  { field: 'owner', title: 'Person' },
  { field: 'ownerRole', title: 'Role' },
  { field: 'title', title: 'Conversation' },
  { field: 'messages', title: 'Messages' },
  { field: 'updatedAt', title: 'Last message', render: (_v, r) => new Date(r.updatedAt).toLocaleString() },
];

// the server's scope (server/chat/log-routes.ts): readers of insights, or a teacher for its students
const NOT_STAFF: ApiAnswer<{ rows: LogRow[] }> = {
  data: undefined,
  loading: false,
  error: {
    statusCode: 403,
    message: "Only staff read others' chat conversations: teachers their students', administrators the school's",
  },
  retry: () => undefined,
};

export default function ChatLogPage() {
  const session = useAppSession();
  const staff =
    !session ||
    session.currentRole === 'teacher' ||
    hasPermission(session.currentRole, session.permissions, 'insights.read');
  // a student's request would only be refused (a failed request in the console): the refusal is known
  const fetched = useApiAnswer<{ rows: LogRow[] }>('/ai/chat-log', undefined, staff);
  const answer = staff ? fetched : NOT_STAFF;
  const [open, setOpen] = useState<LogRow>();
  const rowActions: RowAction<LogRow>[] = [{ key: 'read', label: 'Read', run: setOpen }];
  return (
    <>
      <AnswerGrid<LogRow>
        id="chat-log"
        resource="/ai/chat-log"
        title="Chat log"
        description="AI chat conversations you may read: teachers their students', administrators the school's. Flagged ones come first; every read of a student's conversation is recorded in the audit log."
        answer={answer}
        columns={columns}
        rowLabel={(r) => r.title}
        rowActions={rowActions}
        emptyText="No conversations to read"
        actions={<RetentionSetting />}
      />
      <ConversationDrawer
        id={open?.id}
        title={open ? `${open.owner}: ${open.title}` : undefined}
        onClose={() => setOpen(undefined)}
      />
    </>
  );
}
