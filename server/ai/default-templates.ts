// The platform's default prompt template for each tool (seeded into platform.prompt_templates).
// {{field}} is replaced by the input; {{#field}}..{{/field}} is kept only when the field has a
// value, {{^field}}..{{/field}} only when it has none. Inputs a template does not mention are
// appended to the prompt anyway, so a tenant's shorter override never drops what a teacher typed.

const GRADE = 'for {{gradeLevel}} students{{#subject}} in {{subject}}{{/subject}}';
const LANG = '{{#language}}Write in {{language}}.{{/language}}';

export const DEFAULT_TOOL_TEMPLATES: Record<string, string> = {
  'email-writer': `Write an email from a teacher to {{recipient}}. Tone: {{tone}}. ${LANG}
What the email must say:
{{notes}}

Give a subject line first ("Subject: ..."), then the email. Keep it under 200 words.`,

  'email-polisher': `Polish this email written by a teacher: fix grammar and spelling, improve clarity and make the tone {{tone}}, without changing its meaning. ${LANG}

{{email}}

Give the polished email, then a short bullet list of what you changed.`,

  'question-generator': `Write {{count}} {{questionType}} questions ${GRADE} about:
{{topic}}
${LANG}
Number the questions. For multiple choice give four options lettered A-D. End with an "Answer key" section (for essay questions, what a strong answer includes).`,

  'question-generator-from-text': `Write {{count}} {{questionType}} questions ${GRADE} that check understanding of the text below. Every question must be answerable from the text. ${LANG}

Text:
"""
{{text}}
"""

Number the questions. For multiple choice give four options lettered A-D. End with an "Answer key" section citing where in the text each answer is found.`,

  'rubric-generator': `Create a grading rubric ${GRADE} for this assignment:
{{topic}}

Use {{levels}} performance levels and a total of {{points}} points. Give it as a Markdown table: one row per criterion, one column per level (highest first), each cell describing observable work, with the points for each level in the header. Add a one-line scoring note under the table.`,

  'lesson-plan-generator': `Write a lesson plan ${GRADE} on: {{topic}}{{#duration}} (lesson length: {{duration}}){{/duration}}.
{{#essentialQuestions}}Essential questions to use:
{{essentialQuestions}}{{/essentialQuestions}}{{^essentialQuestions}}Suggest two or three essential questions.{{/essentialQuestions}}
{{#objectives}}Objectives to use:
{{objectives}}{{/objectives}}{{^objectives}}Write three measurable objectives ("Students will be able to ...").{{/objectives}}
{{#christianPerspective}}Include a section "Christian perspective" connecting the lesson to a Christian worldview with care and without forcing it.{{/christianPerspective}}

Sections: Essential questions, Objectives, Materials, Warm-up, Instruction, Guided practice, Independent practice, Assessment, Differentiation{{#christianPerspective}}, Christian perspective{{/christianPerspective}}.`,

  'worksheet-generator': `Create a printable worksheet ${GRADE} on: {{topic}}
${LANG}
Give a title, a line for name and date, short directions, then {{count}} varied items (numbered) with space to answer.{{#answerKey}} End with an "Answer key" section.{{/answerKey}}`,

  'vocab-stories': `Write an engaging story for {{gradeLevel}} students that uses each of these vocabulary words at least once, in bold:
{{words}}

Length: {{length}}. ${LANG} Match the reading level to {{gradeLevel}}: sentence length and word choice should suit that grade. Give the story a title. After the story, list each word with a child-friendly definition.`,

  'text-leveler': `Rewrite the text below for a reading level of {{gradeLevel}}. Keep every key idea and fact; change sentence length, vocabulary and structure to suit that grade. ${LANG}

Text:
"""
{{text}}
"""

Give only the rewritten text, with a short title.`,

  'directions-polisher': `Rewrite these assignment directions for {{gradeLevel}} students so they are clear and easy to follow: numbered steps, one action per step, plain words, what to hand in and how it is graded if given. ${LANG}

{{directions}}`,

  'math-word-problems': `Write {{count}} math word problems for {{gradeLevel}} students practising: {{skill}}.{{#interests}} Set them in contexts students enjoy: {{interests}}.{{/interests}} ${LANG}
Number them. After all problems, give a "Solutions" section with a worked solution for each.`,

  'essential-question-generator': `Write {{count}} essential questions ${GRADE} for a unit on: {{topic}}
They must be open-ended, thought-provoking, and worth revisiting throughout the unit. For each, add one sentence on why it matters.`,

  'project-based-learning-generator': `Design a project-based learning experience ${GRADE} on: {{topic}}{{#duration}} (project length: {{duration}}){{/duration}}.
First give three distinct project ideas, each with a driving question, the final product, and the main steps. Then give a rubric for assessing the projects as a Markdown table (criteria by four performance levels).`,

  'ai-resistant-assignment-generator': `Design an assignment ${GRADE} for: {{topic}}
Make it resistant to being completed by AI: it should require personal experience, local or class-specific context, visible process (drafts, reflections, in-class work), and oral or hands-on elements. Explain briefly why each element resists AI, and give a short rubric.`,

  'spiritual-responsiveness': `Give practical ideas ${GRADE} to respond to students' spiritual needs in this lesson:
{{topic}}
{{#studentContext}}About the students: {{studentContext}}{{/studentContext}}
Give five to seven concrete ideas with how to carry each out in class, respectful of every family's faith.`,

  'cultural-responsiveness': `Give practical ideas ${GRADE} to make this lesson culturally responsive:
{{topic}}
{{#studentContext}}About the students: {{studentContext}}{{/studentContext}}
Give five to seven concrete ideas with how to carry each out in class.`,

  'academic-responsiveness': `Give practical ideas ${GRADE} to respond to the academic range of students in this lesson (support for those who struggle, stretch for those ready for more):
{{topic}}
{{#studentContext}}About the students: {{studentContext}}{{/studentContext}}
Group the ideas by support and extension, with how to carry each out.`,

  'social-emotional-responsiveness': `Give practical ideas ${GRADE} to support students' social and emotional needs in this lesson:
{{topic}}
{{#studentContext}}About the students: {{studentContext}}{{/studentContext}}
Give five to seven concrete ideas with how to carry each out in class.`,

  'lab-report-generator': `Create a lab report template ${GRADE} for this experiment:
{{topic}}
Sections with prompts for students to fill in: Title, Question, Hypothesis, Materials, Procedure, Data (a Markdown table with the right columns and empty rows), Analysis, Conclusion, Sources of error.`,

  'assessment-modifier': `Modify the assessment below for {{gradeLevel}} students. Modification: {{modification}}.
- Alternate test: same learning goals and difficulty, different questions.
- AI-resistant: questions that need personal reasoning, class context or process, hard to answer with AI.
- AI-integrated: tasks where students use AI openly and critically, with reflection on its output.
Apply only the chosen modification.

Assessment:
"""
{{assessment}}
"""

Give the modified assessment, then an answer key or scoring guide.`,

  'standards-labeler': `Label each question of this assessment for {{gradeLevel}}{{#subject}} {{subject}}{{/subject}} with the standard it measures{{#standards}} from {{standards}}{{/standards}}.

"""
{{assessment}}
"""

Answer as a Markdown table: question number, question (shortened), standard code, standard description.`,

  'blooms-labeler': `Label each question of this assessment for {{gradeLevel}} with its level of Bloom's taxonomy (Remember, Understand, Apply, Analyze, Evaluate, Create).

"""
{{assessment}}
"""

Answer as a Markdown table: question number, question (shortened), Bloom's level, why. Then give the count per level.`,

  'question-rotator': `Reword each question and each answer choice below so it tests exactly the same thing with different wording. Keep the same number of questions, the same number of choices per question, in the same order, and keep which choice is correct.

{{questions}}`,
};

export const toolTemplateName = (slug: string) => `tt/${slug}`;
export const COMMON_CHARACTER_NAME = 'CommonCharacter';
