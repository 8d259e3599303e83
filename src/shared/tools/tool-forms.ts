// Per-tool form declarations, one entry per catalogue tool plus the question rotator.
// Small builders keep the shared fields identical across tools.
import type { FieldDecl, FieldOption, ToolForm } from './field-types.ts';

const grade = (label = 'Grade level'): FieldDecl => ({ name: 'gradeLevel', label, kind: 'grade', required: true });
const subject = (required = false): FieldDecl => ({
  name: 'subject',
  label: 'Subject',
  kind: 'text',
  required,
  maxLength: 120,
  placeholder: 'e.g. Biology',
});
const topic = (label = 'Topic', placeholder = 'What should it be about?'): FieldDecl => ({
  name: 'topic',
  label,
  kind: 'textarea',
  required: true,
  maxLength: 4_000,
  rows: 3,
  placeholder,
});
const language = (): FieldDecl => ({ name: 'language', label: 'Language', kind: 'language', default: 'English' });
const count = (label: string, min: number, max: number, def: number): FieldDecl => ({
  name: 'count',
  label,
  kind: 'number',
  min,
  max,
  default: def,
});
const sourceText = (name: string, label: string, placeholder: string): FieldDecl => ({
  name,
  label,
  kind: 'source-text',
  required: true,
  placeholder,
});
const opts = (...pairs: [string, string][]): FieldOption[] => pairs.map(([value, label]) => ({ value, label }));

export const QUESTION_TYPES = opts(
  ['essay', 'Essay'],
  ['multiple-choice', 'Multiple choice'],
  ['short-answer', 'Short answer'],
  ['fill-in-the-blank', 'Fill in the blank'],
);
export const ASSESSMENT_MODIFICATIONS = opts(
  ['alternate-test', 'Alternate test'],
  ['ai-resistant', 'AI-resistant'],
  ['ai-integrated', 'AI-integrated'],
);
const TONES = opts(
  ['warm', 'Warm and friendly'],
  ['formal', 'Formal'],
  ['concise', 'Brief and direct'],
  ['encouraging', 'Encouraging'],
);
const questionType: FieldDecl = {
  name: 'questionType',
  label: 'Question type',
  kind: 'radio',
  required: true,
  options: QUESTION_TYPES,
  default: 'multiple-choice',
};

const responsiveness = (slug: string, focus: string): ToolForm => ({
  slug,
  fields: [
    grade(),
    subject(),
    topic('Lesson or unit', 'Describe the lesson you are planning'),
    {
      name: 'studentContext',
      label: `What you know about your students (${focus})`,
      kind: 'textarea',
      maxLength: 2_000,
      rows: 3,
    },
  ],
});

export const TOOL_FORMS: readonly ToolForm[] = [
  {
    slug: 'email-writer',
    fields: [
      {
        name: 'recipient',
        label: 'Recipient',
        kind: 'select',
        required: true,
        default: 'parents',
        options: opts(
          ['parents', 'Parents or guardians'],
          ['student', 'A student'],
          ['colleague', 'A colleague'],
          ['administrator', 'An administrator'],
        ),
      },
      {
        name: 'notes',
        label: 'What the email should say',
        kind: 'textarea',
        required: true,
        maxLength: 4_000,
        rows: 5,
      },
      { name: 'tone', label: 'Tone', kind: 'select', options: TONES, default: 'warm' },
      language(),
    ],
  },
  {
    slug: 'email-polisher',
    fields: [
      { name: 'email', label: 'Your email', kind: 'textarea', required: true, maxLength: 8_000, rows: 8 },
      { name: 'tone', label: 'Tone', kind: 'select', options: TONES, default: 'warm' },
      language(),
    ],
  },
  {
    slug: 'question-generator',
    fields: [grade(), subject(), topic(), questionType, count('Number of questions', 1, 30, 5), language()],
  },
  {
    slug: 'question-generator-from-text',
    fromText: true,
    fields: [
      grade(),
      subject(),
      sourceText('text', 'Text', 'Paste a passage or upload a file'),
      questionType,
      count('Number of questions', 1, 30, 5),
      language(),
    ],
  },
  {
    slug: 'rubric-generator',
    fields: [
      grade(),
      subject(),
      topic('Assignment', 'Describe the assignment to be graded'),
      { name: 'levels', label: 'Performance levels', kind: 'number', min: 3, max: 6, default: 4 },
      { name: 'points', label: 'Total points', kind: 'number', min: 0, max: 1000, default: 100 },
    ],
  },
  {
    slug: 'lesson-plan-generator',
    fields: [
      grade(),
      subject(true),
      topic(),
      { name: 'duration', label: 'Lesson length', kind: 'text', maxLength: 60, placeholder: 'e.g. 50 minutes' },
      {
        name: 'essentialQuestions',
        label: 'Essential questions',
        kind: 'textarea',
        maxLength: 2_000,
        rows: 3,
        help: 'Leave blank to have them suggested',
      },
      {
        name: 'objectives',
        label: 'Objectives',
        kind: 'textarea',
        maxLength: 2_000,
        rows: 3,
        help: 'Leave blank to have them suggested',
      },
      { name: 'christianPerspective', label: 'Include a Christian perspective', kind: 'boolean', default: true },
    ],
  },
  {
    slug: 'worksheet-generator',
    fields: [
      grade(),
      subject(),
      topic(),
      count('Number of items', 3, 40, 10),
      { name: 'answerKey', label: 'Include an answer key', kind: 'boolean', default: true },
      language(),
    ],
  },
  {
    slug: 'vocab-stories',
    readabilityTarget: 'gradeLevel',
    fields: [
      grade(),
      {
        name: 'words',
        label: 'Vocabulary words',
        kind: 'textarea',
        required: true,
        maxLength: 2_000,
        rows: 3,
        placeholder: 'One per line or separated by commas',
      },
      {
        name: 'length',
        label: 'Story length',
        kind: 'select',
        default: 'medium',
        options: opts(
          ['short', 'Short (about 150 words)'],
          ['medium', 'Medium (about 300 words)'],
          ['long', 'Long (about 600 words)'],
        ),
      },
      language(),
    ],
  },
  {
    slug: 'text-leveler',
    fromText: true,
    readabilityTarget: 'gradeLevel',
    fields: [
      grade('Target reading level'),
      sourceText('text', 'Text to level', 'Paste a text or upload a file'),
      language(),
    ],
  },
  {
    slug: 'directions-polisher',
    fields: [
      grade(),
      { name: 'directions', label: 'Your directions', kind: 'textarea', required: true, maxLength: 6_000, rows: 6 },
      language(),
    ],
  },
  {
    slug: 'math-word-problems',
    fields: [
      grade(),
      {
        name: 'skill',
        label: 'Math skill',
        kind: 'text',
        required: true,
        maxLength: 200,
        placeholder: 'e.g. adding fractions with unlike denominators',
      },
      count('Number of problems', 1, 20, 5),
      { name: 'interests', label: 'Student interests for the stories', kind: 'text', maxLength: 200 },
      language(),
    ],
  },
  {
    slug: 'essential-question-generator',
    fields: [grade(), subject(), topic('Unit or topic'), count('Number of questions', 1, 10, 5)],
  },
  {
    slug: 'project-based-learning-generator',
    fields: [
      grade(),
      subject(),
      topic(),
      { name: 'duration', label: 'Project length', kind: 'text', maxLength: 60, placeholder: 'e.g. two weeks' },
    ],
  },
  { slug: 'ai-resistant-assignment-generator', fields: [grade(), subject(), topic('Assignment or learning goal')] },
  responsiveness('spiritual-responsiveness', 'faith backgrounds, questions, needs'),
  responsiveness('cultural-responsiveness', 'cultures, languages, communities'),
  responsiveness('academic-responsiveness', 'readiness, strengths, gaps'),
  responsiveness('social-emotional-responsiveness', 'wellbeing, relationships, needs'),
  {
    slug: 'lab-report-generator',
    fields: [grade(), subject(), topic('Experiment', 'Describe the experiment or lab activity')],
  },
  {
    slug: 'assessment-modifier',
    fromText: true,
    fields: [
      grade(),
      sourceText('assessment', 'Assessment', 'Paste the assessment or upload a file'),
      {
        name: 'modification',
        label: 'Modification',
        kind: 'radio',
        required: true,
        options: ASSESSMENT_MODIFICATIONS,
        default: 'alternate-test',
      },
    ],
  },
  {
    slug: 'standards-labeler',
    fromText: true,
    fields: [
      grade(),
      subject(),
      {
        name: 'standards',
        label: 'Standards set',
        kind: 'text',
        maxLength: 200,
        placeholder: 'e.g. Common Core State Standards',
      },
      sourceText('assessment', 'Assessment questions', 'Paste the questions or upload a file'),
    ],
  },
  {
    slug: 'blooms-labeler',
    fromText: true,
    fields: [grade(), sourceText('assessment', 'Assessment questions', 'Paste the questions or upload a file')],
  },
];

/** Not in the catalogue; its page is /tt/question-rotator. Used for model rewording. */
export const QUESTION_ROTATOR_FORM: ToolForm = {
  slug: 'question-rotator',
  fromText: true,
  fields: [
    sourceText(
      'questions',
      'Questions',
      'Paste numbered questions with lettered choices; mark answers with * or an "Answer: B" line',
    ),
    { name: 'versions', label: 'Number of versions', kind: 'number', min: 2, max: 10, default: 4 },
    { name: 'reword', label: 'Also reword the questions (needs a model)', kind: 'boolean', default: false },
  ],
};

export function findToolForm(slug: string): ToolForm | undefined {
  return (
    TOOL_FORMS.find((f) => f.slug === slug) ?? (slug === QUESTION_ROTATOR_FORM.slug ? QUESTION_ROTATOR_FORM : undefined)
  );
}
