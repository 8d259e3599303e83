// The 22-entry teacher-tool catalogue, as data. Pure (no React, no DOM): the server
// reads it too. `route` is kept as the spec gives it: directions-polisher has no leading slash,
// so every link goes through toolHref().

export type ToolCategory = 'communication' | 'assessment' | 'planning' | 'content' | 'responsiveness';

export interface CatalogueEntry {
  slug: string;
  title: string;
  description: string;
  route: string;
  shortName: string;
  /** an @ant-design/icons component name, resolved by tool-icons.tsx */
  icon: string;
  category: ToolCategory;
}

export const TOOL_CATALOGUE: readonly CatalogueEntry[] = [
  {
    slug: 'email-writer',
    title: 'Email Writer',
    shortName: 'Email',
    icon: 'MailOutlined',
    category: 'communication',
    route: '/tt/email-writer',
    description: 'Draft a clear, professional email to parents, students or colleagues from a few notes.',
  },
  {
    slug: 'email-polisher',
    title: 'Email Polisher',
    shortName: 'Polish email',
    icon: 'HighlightOutlined',
    category: 'communication',
    route: '/tt/email-polisher',
    description: 'Improve the tone, clarity and grammar of an email you already wrote.',
  },
  {
    slug: 'question-generator',
    title: 'Question Generator',
    shortName: 'Questions',
    icon: 'QuestionCircleOutlined',
    category: 'assessment',
    route: '/tt/question-generator',
    description: 'Essay, multiple choice, short answer or fill-in-the-blank questions on any topic.',
  },
  {
    slug: 'question-generator-from-text',
    title: 'Questions from Text',
    shortName: 'Text questions',
    icon: 'FileSearchOutlined',
    category: 'assessment',
    route: '/tt/question-generator-from-text',
    description: 'Questions drawn from a passage you paste or upload (.txt, .docx, .pdf).',
  },
  {
    slug: 'rubric-generator',
    title: 'Rubric Generator',
    shortName: 'Rubric',
    icon: 'TableOutlined',
    category: 'assessment',
    route: '/tt/rubric-generator',
    description: 'A grading rubric as a table, with criteria and performance levels.',
  },
  {
    slug: 'lesson-plan-generator',
    title: 'Lesson Plan Generator',
    shortName: 'Lesson plan',
    icon: 'ScheduleOutlined',
    category: 'planning',
    route: '/tt/lesson-plan-generator',
    description: 'A lesson plan with essential questions, objectives and a Christian perspective.',
  },
  {
    slug: 'worksheet-generator',
    title: 'Worksheet Generator',
    shortName: 'Worksheet',
    icon: 'FileTextOutlined',
    category: 'content',
    route: '/tt/worksheet-generator',
    description: 'A printable worksheet with an answer key, downloadable to Word or PDF.',
  },
  {
    slug: 'vocab-stories',
    title: 'Vocabulary Stories',
    shortName: 'Vocab stories',
    icon: 'ReadOutlined',
    category: 'content',
    route: '/tt/vocab-stories',
    description: 'A short story that uses your vocabulary words, in a chosen language and grade.',
  },
  {
    slug: 'text-leveler',
    title: 'Text Leveler',
    shortName: 'Leveler',
    icon: 'ColumnHeightOutlined',
    category: 'content',
    route: '/tt/text-leveler',
    description: 'Rewrite a text for a target reading level, checked against a readability grade.',
  },
  {
    slug: 'directions-polisher',
    title: 'Directions Polisher',
    shortName: 'Directions',
    icon: 'OrderedListOutlined',
    category: 'communication',
    route: 'tt/directions-polisher',
    description: 'Turn assignment directions into clear, numbered, student-friendly steps.',
  },
  {
    slug: 'math-word-problems',
    title: 'Math Word Problems',
    shortName: 'Word problems',
    icon: 'CalculatorOutlined',
    category: 'assessment',
    route: '/tt/math-word-problems',
    description: 'Word problems on a math skill, with worked solutions.',
  },
  {
    slug: 'essential-question-generator',
    title: 'Essential Question Generator',
    shortName: 'Essential Qs',
    icon: 'BulbOutlined',
    category: 'planning',
    route: '/tt/essential-question-generator',
    description: 'Open-ended essential questions that frame a unit of study.',
  },
  {
    slug: 'project-based-learning-generator',
    title: 'Project-Based Learning',
    shortName: 'PBL',
    icon: 'ProjectOutlined',
    category: 'planning',
    route: '/tt/project-based-learning-generator',
    description: 'Three project ideas followed by a rubric for assessing them.',
  },
  {
    slug: 'ai-resistant-assignment-generator',
    title: 'AI-Resistant Assignments',
    shortName: 'AI-resistant',
    icon: 'SafetyOutlined',
    category: 'assessment',
    route: '/tt/ai-resistant-assignment-generator',
    description: 'Assignments that require personal thinking and process, hard to outsource to AI.',
  },
  {
    slug: 'spiritual-responsiveness',
    title: 'Spiritual Responsiveness',
    shortName: 'Spiritual',
    icon: 'HeartOutlined',
    category: 'responsiveness',
    route: '/tt/spiritual-responsiveness',
    description: 'Ideas for responding to the spiritual needs of your students in a lesson.',
  },
  {
    slug: 'cultural-responsiveness',
    title: 'Cultural Responsiveness',
    shortName: 'Cultural',
    icon: 'GlobalOutlined',
    category: 'responsiveness',
    route: '/tt/cultural-responsiveness',
    description: 'Ideas for making a lesson culturally responsive to your students.',
  },
  {
    slug: 'academic-responsiveness',
    title: 'Academic Responsiveness',
    shortName: 'Academic',
    icon: 'RiseOutlined',
    category: 'responsiveness',
    route: '/tt/academic-responsiveness',
    description: 'Ideas for supporting and stretching students at different academic levels.',
  },
  {
    slug: 'social-emotional-responsiveness',
    title: 'Social-Emotional Responsiveness',
    shortName: 'SEL',
    icon: 'SmileOutlined',
    category: 'responsiveness',
    route: '/tt/social-emotional-responsiveness',
    description: 'Ideas for supporting students\u2019 social and emotional needs in a lesson.',
  },
  {
    slug: 'lab-report-generator',
    title: 'Lab Report Generator',
    shortName: 'Lab report',
    icon: 'ExperimentOutlined',
    category: 'content',
    route: '/tt/lab-report-generator',
    description: 'A lab report template for an experiment, ready for students to fill in.',
  },
  {
    slug: 'assessment-modifier',
    title: 'Assessment Modifier',
    shortName: 'Modify test',
    icon: 'EditOutlined',
    category: 'assessment',
    route: '/tt/assessment-modifier',
    description: 'Turn an assessment into an alternate test, an AI-resistant or an AI-integrated version.',
  },
  {
    slug: 'standards-labeler',
    title: 'Standards Labeler',
    shortName: 'Standards',
    icon: 'TagsOutlined',
    category: 'assessment',
    route: '/tt/standards-labeler',
    description: 'Label each assessment question with the standard it measures.',
  },
  {
    slug: 'blooms-labeler',
    title: 'Bloom\u2019s Labeler',
    shortName: 'Bloom\u2019s',
    icon: 'ApartmentOutlined',
    category: 'assessment',
    route: '/tt/blooms-labeler',
    description: 'Label each assessment question with its level of Bloom\u2019s taxonomy.',
  },
];

export const CATEGORY_LABELS: Record<ToolCategory, string> = {
  communication: 'Communication',
  assessment: 'Assessment',
  planning: 'Planning',
  content: 'Content',
  responsiveness: 'Responsiveness',
};

/** The app path of an entry: the spec's route, made absolute (directions-polisher has no slash). */
export function toolHref(entry: Pick<CatalogueEntry, 'route'>): string {
  return entry.route.startsWith('/') ? entry.route : `/${entry.route}`;
}

export function findTool(slug: string): CatalogueEntry | undefined {
  return TOOL_CATALOGUE.find((t) => t.slug === slug);
}

/** Case-insensitive search over title, short name and description, optionally within a category. */
export function searchCatalogue(query: string, category?: ToolCategory): CatalogueEntry[] {
  const q = query.trim().toLowerCase();
  return TOOL_CATALOGUE.filter(
    (t) =>
      (!category || t.category === category) &&
      (!q || [t.title, t.shortName, t.description, t.slug].some((s) => s.toLowerCase().includes(q))),
  );
}
