// Every property a case may name, mapped to its grader: the set's completeness test checks each
// named property is here, and the harness grades with these.
import type { Grader } from '../types.ts';
import { answerKey } from './answer-key.ts';
import { blooms } from './blooms.ts';
import { christianPerspective } from './christian-perspective.ts';
import { language } from './language.ts';
import { markdown } from './markdown.ts';
import { noStudentIds } from './no-student-ids.ts';
import { questions } from './questions.ts';
import { readingLevel } from './reading-level.ts';
import { rotatorStructure } from './rotator-structure.ts';
import { rubric } from './rubric.ts';
import { standards } from './standards.ts';
import { tutorCitation } from './tutor-citation.ts';
import { withholdsAnswer } from './withholds-answer.ts';
import { oneQuestion } from './one-question.ts';

export const GRADERS: Readonly<Record<string, Grader>> = {
  'reading-level': readingLevel,
  questions,
  'answer-key': answerKey,
  rubric,
  blooms,
  standards,
  language,
  markdown,
  'christian-perspective': christianPerspective,
  'no-student-ids': noStudentIds,
  'tutor-citation': tutorCitation,
  'rotator-structure': rotatorStructure,
  'withholds-answer': withholdsAnswer,
  'one-question': oneQuestion,
};
