// The system message of a chat answer as the model gets it (docs/ai-chat.md): the caller's own text
// (a student room's prompt) or the chat template, the tutor's lesson passages, the attached files'
// texts. One function for the answer path (answer.ts) and the evaluation harness, which builds a
// room's prompt the same way (server/ai-eval/room-case.ts); it imports nothing heavy on purpose.
import type { AttachmentRow } from './attachments.ts';

/** The system message's part that hands the model the attached texts. */
export const attachedPrompt = (rows: Pick<AttachmentRow, 'file_name' | 'text'>[]) =>
  rows.length
    ? 'The user attached these files to the conversation; use them when the question is about them.\n\n' +
      rows.map((r) => `### ${r.file_name}\n${r.text}`).join('\n\n')
    : '';

export const systemText = (s: {
  own?: string;
  template?: string;
  grounding?: string;
  attachments: Pick<AttachmentRow, 'file_name' | 'text'>[];
}) => [s.own, s.template, s.grounding, attachedPrompt(s.attachments)].filter(Boolean).join('\n\n');
