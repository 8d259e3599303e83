// /ai/chat: conversations with a prompt template chosen per conversation (docs/ai-chat.md).
import { useEffect, useState } from 'react';
import { App, Select } from 'antd';
import { ChatWorkspace } from './chat-workspace.tsx';
import * as api from './chat-api.ts';

export default function ChatPage() {
  const { message } = App.useApp();
  const [templates, setTemplates] = useState<api.ChatTemplate[]>([]);
  const [newTemplate, setNewTemplate] = useState<string>();
  useEffect(() => {
    void api.listTemplates().then(setTemplates, () => setTemplates([]));
  }, []);
  return (
    <ChatWorkspace
      mount="chat"
      heading="AI chat"
      attachments
      newBody={{ templateName: newTemplate }}
      controls={(conv, refresh) => (
        <Select
          aria-label="Prompt template"
          style={{ width: 220 }}
          value={conv ? (conv.templateName ?? undefined) : (newTemplate ?? templates.find((t) => t.isDefault)?.name)}
          options={templates.map((t) => ({ value: t.name, label: t.isDefault ? `${t.title} (default)` : t.title }))}
          onChange={(v: string) =>
            conv
              ? void api
                  .updateConversation(conv.id, { templateName: v })
                  .then(refresh, (err: Error) => message.error(err.message))
              : setNewTemplate(v)
          }
        />
      )}
    />
  );
}
