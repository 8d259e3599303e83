// Property `christian-perspective`: the lesson plan has a "Christian perspective" section exactly
// when the teacher ticked it (input christianPerspective, the only tool field that asks for it).
import type { Grader } from '../types.ts';

const SECTION = /^\s*(?:#{1,6}\s*|\*\*)\s*(?:\d+[.)]\s*)?(?:a\s+)?christian (?:perspective|worldview)/im;

export const christianPerspective: Grader = (input, output) => {
  const asked = input.christianPerspective === true;
  const present = SECTION.test(output);
  const say = (b: boolean) => (b ? 'present' : 'absent');
  return { pass: asked === present, detail: `section ${say(present)}, ${asked ? '' : 'not '}asked for` };
};
