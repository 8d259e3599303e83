// The chat API's request and response shapes (docs/ai-chat.md).
import { Type } from '@sinclair/typebox';

export const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });
const CourseId = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** a model name as an Ollama or llama.cpp server lists it ("llama3.2:3b", "org/model-GGUF") */
const ModelName = Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9][A-Za-z0-9._:/@+-]*$' });
const TemplateName = Type.String({ minLength: 6, maxLength: 120, pattern: '^chat/' });

export const ListQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200 })),
    courseId: Type.Optional(CourseId),
  },
  { additionalProperties: false },
);
export const CreateBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    templateName: Type.Optional(Type.Union([TemplateName, Type.Null()])),
    /** the tutor's course (kind tutor) */
    courseId: Type.Optional(CourseId),
    /** the open model to talk to (kind lama) */
    model: Type.Optional(ModelName),
  },
  { additionalProperties: false },
);
export const PatchBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    templateName: Type.Optional(Type.Union([TemplateName, Type.Null()])),
    model: Type.Optional(ModelName),
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
  courseId: Type.Union([Type.Integer(), Type.Null()]),
  model: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export const Source = Type.Object({
  transcriptId: Type.Union([Type.Integer(), Type.Null()]),
  contentElementId: Type.Union([Type.Integer(), Type.Null()]),
  lesson: Type.String(),
  startMs: Type.Union([Type.Integer(), Type.Null()]),
  endMs: Type.Union([Type.Integer(), Type.Null()]),
  label: Type.String(),
  text: Type.String(),
});
export const Message = Type.Object({
  id: Type.Integer(),
  role: Type.String(),
  content: Type.String(),
  status: Type.String(),
  flagged: Type.Boolean(),
  sources: Type.Union([Type.Array(Source), Type.Null()]),
  createdAt: Type.String(),
});
export const ConversationList = Type.Object({ rows: Type.Array(Conversation) });
/** A file attached to a conversation: only its text is kept (server/chat/attachments.ts). */
export const Attachment = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  chars: Type.Integer(),
  truncated: Type.Boolean(),
});
export const ConversationDetail = Type.Object({
  conversation: Conversation,
  messages: Type.Array(Message),
  attachments: Type.Array(Attachment),
});
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
