// The shapes shared by the evaluation set (eval/set/*.json), the graders and the harness: a case is
// one realistic request to a tool, with the properties its output must satisfy and what a grader
// needs beyond the inputs (the tenant's standard codes, the students named, the tutor's lessons).
import type { ToolInputs } from '../../src/shared/tools/field-types.ts';

export interface Lesson {
  label: string;
  text: string;
}

export interface EvalContext {
  /** the tenant's imported standards (code and statement) the labeler may use */
  standards?: { code: string; statement: string }[];
  /** student names and e-mail addresses given in the input, which the output must not repeat */
  students?: string[];
  /** tutor: the course and the lesson passages handed to it */
  course?: string;
  lessons?: Lesson[];
  /** tutor: the label of the lesson that holds the answer, or null when no lesson covers it */
  answerIn?: string | null;
  /** tutor: the student's question */
  question?: string;
  /** rooms: the final answers the student asks for, which a room that may not give answers never states */
  answers?: string[];
}

export interface EvalCase {
  id: string;
  inputs: ToolInputs;
  properties: string[];
  context?: EvalContext;
}

export interface EvalSet {
  tool: string;
  cases: EvalCase[];
}

export interface GradeResult {
  pass: boolean;
  detail: string;
}

export type Grader = (input: ToolInputs, output: string, context: EvalContext) => GradeResult | Promise<GradeResult>;
