// /ai/lama-chat: chat with the school's self-hosted open model (an Ollama or llama.cpp server),
// choosing among the models that server lists (docs/ai-chat.md).
import { useEffect, useState } from 'react';
import { Alert, App, Select, Typography } from 'antd';
import { ChatWorkspace } from './chat-workspace.tsx';
import * as api from './chat-api.ts';

type Models = Awaited<ReturnType<typeof api.listModels>>;

export default function LamaChatPage() {
  const { message } = App.useApp();
  const [models, setModels] = useState<Models>();
  const [error, setError] = useState<string>();
  const [newModel, setNewModel] = useState<string>();
  useEffect(() => {
    api.listModels().then(setModels, (err: Error) => setError(err.message));
  }, []);
  const toolbar = error ? (
    <Alert type="error" showIcon role="alert" message={`Could not reach the model server: ${error}`} />
  ) : models && !models.configured ? (
    <Alert
      type="info"
      showIcon
      message="Your school has no model server set up yet, so the open-model chat cannot answer."
    />
  ) : models ? (
    <Typography.Paragraph type="secondary">
      Model server: {models.provider}
      {models.listed ? '' : ' (it does not list its models, so only its configured model is offered)'}
    </Typography.Paragraph>
  ) : null;
  return (
    <ChatWorkspace
      mount="lama"
      heading="Open-model chat"
      attachments
      toolbar={toolbar}
      newBody={{ model: newModel }}
      blocked={error || models?.configured === false ? 'No model server is available.' : undefined}
      controls={(conv, refresh) => (
        <Select
          aria-label="Model"
          style={{ width: 220 }}
          loading={!models && !error}
          value={conv ? (conv.model ?? models?.defaultModel) : (newModel ?? models?.defaultModel)}
          options={(models?.models ?? []).map((m) => ({ value: m, label: m }))}
          onChange={(v: string) =>
            conv
              ? void api
                  .updateConversation(conv.id, { model: v }, 'lama')
                  .then(refresh, (err: Error) => message.error(err.message))
              : setNewModel(v)
          }
        />
      )}
    />
  );
}
