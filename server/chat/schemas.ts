// The chat API's request and response shapes (docs/ai-chat.md).
import { Type } from '@sinclair/typebox';

export const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });
export const Kind = Type.Union([Type.Literal('chat'), Type.Literal('lama')]);
const TemplateName = Type.String({ minLength: 6, maxLength: 120, pattern: '^chat/' });

export const ListQuery = Type.Object(
  { q: Type.Optional(Type.String({ maxLength: 200 })), kind: Type.Optional(Kind) },
  { additionalProperties: false },
);
export const CreateBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    templateName: Type.Optional(Type.Union([TemplateName, Type.Null()])),
    kind: Type.Optional(Kind),
  },
  { additionalProperties: false },
);
export const PatchBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    templateName: Type.Optional(Type.Union([TemplateName, Type.Null()])),
  },
  { additionalProperties: false, minProperties: 1 },
);
export const MessageBody = Type.Object(
  { content: Type.String({ minLength: 1, maxLength: 8000, pattern: '\\S' }) },
  { additionalProperties: false },
);

export const Conversation = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  templateName: Type.Union([Type.String(), Type.Null()]),
  kind: Type.String(),
  flagged: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export const Message = Type.Object({
  id: Type.Integer(),
  role: Type.String(),
  content: Type.String(),
  status: Type.String(),
  flagged: Type.Boolean(),
  createdAt: Type.String(),
});
export const ConversationList = Type.Object({ rows: Type.Array(Conversation) });
export const ConversationDetail = Type.Object({ conversation: Conversation, messages: Type.Array(Message) });
export const TemplateList = Type.Object({
  rows: Type.Array(
    Type.Object({
      name: Type.String(),
      title: Type.String(),
      body: Type.String(),
      isDefault: Type.Boolean(),
      source: Type.String(),
    }),
  ),
});
