// The system prompt of a room (docs/rooms.md): what its kind does, then the teacher's
// instructions, the topics to stay on and whether answers may be given. It holds the room's
// settings only: never the student's name, e-mail or ids (a test reads what the model server got).
// The tutor's lesson passages are added after it by the tutor's own grounding (server/chat/tutor.ts).
import type { RoomKind } from './schemas.ts';

export interface PromptRoom {
  kind: RoomKind;
  instructions: string;
  topics: string;
  may_give_answers: boolean;
  reading_grade: string | null;
}

const KIND: Record<RoomKind, (r: PromptRoom, unit: string | null) => string> = {
  tutor: () =>
    "You are the course tutor in a teacher's classroom room. Help the student understand the course's lessons.",
  writing_coach: () =>
    [
      "You are a writing coach in a teacher's classroom room. The student shares a draft or an idea;",
      'give specific feedback (structure, clarity, evidence, style) and questions that help them revise.',
      'Never write or rewrite the draft for them, not even a paragraph: they do the writing.',
    ].join(' '),
  quiz_me: (_r, unit) =>
    [
      `You quiz the student on ${unit ? `the unit "${unit}"` : "the class's current unit"}.`,
      'Ask one question at a time, wait for the answer, say whether it is right and why, then ask the next one.',
    ].join(' '),
  reading_adapter: (r) =>
    [
      'You adapt reading texts. When the student pastes a text, rewrite it at',
      `${r.reading_grade ? `reading grade ${r.reading_grade}` : "the student's reading level"},`,
      'keeping its meaning and key vocabulary (explain hard words briefly). Answer questions about the text.',
    ].join(' '),
  custom: () => "You are an assistant a teacher set up for a classroom room. Follow the teacher's instructions.",
};

export function roomPrompt(room: PromptRoom, unitTitle: string | null = null): string {
  const lines = [
    KIND[room.kind](room, unitTitle),
    'You are talking with a school student; the teacher can read this conversation. Be kind, safe and age-appropriate.',
  ];
  if (room.instructions) lines.push(`The teacher's instructions: ${room.instructions}`);
  if (room.topics)
    lines.push(`Stay on these topics: ${room.topics}. Steer the student back when they drift to something else.`);
  lines.push(
    room.may_give_answers
      ? 'You may give answers when the student asks for them, with the reasoning.'
      : 'Do not give final answers to exercises or tests: give hints and questions that lead the student there.',
  );
  return lines.join('\n');
}
