// The student AI rooms in the evaluation set (docs/rooms.md, docs/ai-tools.md): one set per room
// kind, eval/set/room-<kind>.json. A case is a room's settings and one student message; its prompt
// is built by the product's own code: the room's prompt (server/rooms/prompts.ts), the tutor's
// lesson grounding (server/chat/tutor.ts) and the chat's system-message assembly
// (server/chat/system-text.ts), so what is measured is what a student's room sends.
import type { ChatMessage } from '../ai/prompt.ts';
import { systemText } from '../chat/system-text.ts';
import { groundingPrompt } from '../chat/tutor.ts';
import { roomPrompt, type PromptRoom } from '../rooms/prompts.ts';
import type { RoomKind } from '../rooms/schemas.ts';
import type { EvalCase } from './types.ts';

/** the set's name of each room kind */
export const ROOM_SETS: Readonly<Record<string, RoomKind>> = {
  'room-tutor': 'tutor',
  'room-writing-coach': 'writing_coach',
  'room-quiz-me': 'quiz_me',
  'room-reading-adapter': 'reading_adapter',
  'room-custom': 'custom',
};

/** The inputs a room case may have: the room's settings (`gradeLevel` is its reading grade) and the message. */
export const ROOM_CASE_FIELDS = [
  'message',
  'instructions',
  'topics',
  'may_give_answers',
  'gradeLevel',
  'unit',
  'language',
];

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The messages the room sends the model for the case's student message (its first in the room). */
export function roomMessages(set: string, c: EvalCase): ChatMessage[] {
  const kind = ROOM_SETS[set];
  if (!kind) throw new Error(`no room kind ${set}`);
  const i = c.inputs;
  const room: PromptRoom = {
    kind,
    instructions: text(i.instructions),
    topics: text(i.topics),
    may_give_answers: i.may_give_answers === true,
    reading_grade: text(i.gradeLevel) || null,
  };
  const lessons = c.context?.lessons ?? [];
  const grounding = kind === 'tutor' ? groundingPrompt(c.context?.course ?? '', lessons) : undefined;
  const system = systemText({ own: roomPrompt(room, text(i.unit) || null), grounding, attachments: [] });
  return [
    { role: 'system', content: system },
    { role: 'user', content: text(i.message) },
  ];
}
