// The graders the student rooms' cases add (server/ai-eval/graders/withholds-answer.ts,
// one-question.ts), each with replies that pass and fail, and the rooms' prompt path
// (server/ai-eval/room-case.ts): the product's room prompt, the tutor's lessons after it.
import { describe, expect, it } from 'vitest';
import { withholdsAnswer } from '../../../server/ai-eval/graders/withholds-answer.ts';
import { oneQuestion } from '../../../server/ai-eval/graders/one-question.ts';
import { roomMessages } from '../../../server/ai-eval/room-case.ts';
import { roomPrompt } from '../../../server/rooms/prompts.ts';

const noAnswers = { may_give_answers: false };

describe('withholds-answer', () => {
  const ctx = { answers: ['x = 4', '42'] };
  it('passes hints and questions that do not state the answer', async () => {
    for (const out of [
      'Divide both sides by 3. What do you get for x?',
      'You are close: 420 is ten times too big, and 42.5 has a half too many.',
    ])
      expect((await withholdsAnswer(noAnswers, out, ctx)).pass, out).toBe(true);
  });
  it('fails a reply that states an answer, however it is spaced or emphasised', async () => {
    for (const out of ['So x=4.', 'The answer is **X  =  4**!', 'It is 42.'])
      expect(await withholdsAnswer(noAnswers, out, ctx), out).toMatchObject({ pass: false });
  });
  it('fails a case that has nothing to withhold or a room that may give answers', async () => {
    expect((await withholdsAnswer(noAnswers, 'Try again', {})).pass).toBe(false);
    expect((await withholdsAnswer({ may_give_answers: true }, 'Try again', ctx)).pass).toBe(false);
  });
});

describe('one-question', () => {
  it('passes one question and fails none or several', async () => {
    expect((await oneQuestion({}, 'First question: what is evaporation?', {})).pass).toBe(true);
    expect((await oneQuestion({}, 'Here is a fact about clouds.', {})).detail).toBe('asks no question');
    expect((await oneQuestion({}, 'Ready? What is evaporation?', {})).detail).toBe('asks 2 questions at once');
    expect((await oneQuestion({}, '¿Qué es el pretérito?', {})).pass).toBe(true);
  });
});

describe('a room case’s prompt', () => {
  it('is the room’s prompt, then for the tutor its lesson passages, then the student’s message', () => {
    const inputs = { message: 'How do roots work?', instructions: 'Grade 5 review.', may_give_answers: false };
    const lessons = [{ label: 'Lesson 3: Roots', text: 'Roots take in water.' }];
    const [system, user] = roomMessages('room-tutor', { id: 'x', inputs, properties: [], context: { lessons } });
    const own = roomPrompt({
      kind: 'tutor',
      instructions: 'Grade 5 review.',
      topics: '',
      may_give_answers: false,
      reading_grade: null,
    });
    expect(system.content.startsWith(`${own}\n\n`)).toBe(true);
    expect(system.content).toContain('[Lesson 3: Roots] Roots take in water.');
    expect(user).toEqual({ role: 'user', content: 'How do roots work?' });
    const [adapter] = roomMessages('room-reading-adapter', {
      id: 'y',
      inputs: { message: 'x', gradeLevel: 'Grade 3' },
      properties: [],
    });
    expect(adapter.content).toContain('reading grade Grade 3');
    expect(() => roomMessages('room-nope', { id: 'z', inputs: {}, properties: [] })).toThrow();
  });
});
