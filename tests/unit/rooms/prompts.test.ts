// A room's system prompt (server/rooms/prompts.ts): each kind's job, and always the teacher's
// instructions, the topics and whether answers may be given.
import { describe, expect, it } from 'vitest';
import { roomPrompt, type PromptRoom } from '../../../server/rooms/prompts.ts';

const room = (over: Partial<PromptRoom> = {}): PromptRoom => ({
  kind: 'custom',
  instructions: 'Speak like a pirate.',
  topics: 'the water cycle',
  may_give_answers: false,
  reading_grade: null,
  ...over,
});

describe('roomPrompt', () => {
  it("always carries the teacher's instructions, the topics and the answers rule", () => {
    const p = roomPrompt(room());
    expect(p).toContain("The teacher's instructions: Speak like a pirate.");
    expect(p).toContain('Stay on these topics: the water cycle');
    expect(p).toContain('Do not give final answers');
    expect(roomPrompt(room({ may_give_answers: true }))).toContain('You may give answers');
  });

  it("says each kind's job", () => {
    expect(roomPrompt(room({ kind: 'writing_coach' }))).toContain('Never write or rewrite the draft');
    expect(roomPrompt(room({ kind: 'quiz_me' }), 'Unit 2: Fractions')).toContain(
      'the unit "Unit 2: Fractions". Ask one question at a time',
    );
    expect(roomPrompt(room({ kind: 'reading_adapter', reading_grade: '4' }))).toContain('reading grade 4');
    expect(roomPrompt(room({ kind: 'tutor' }))).toContain('course tutor');
  });
});
