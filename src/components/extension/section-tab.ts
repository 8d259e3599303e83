import type { ReactNode } from 'react';

// A tab of the section page (/section/:sectionId/:tab). Each feature folder that adds one exports
// `sectionTabs` from `src/resources/<feature>/section-tabs.tsx`; the section page collects them
// with Vite's glob, so adding a tab edits no shared list.
export interface SectionSummary {
  id: number;
  section_name: string;
  course_id: number;
  term_id: number | null;
}

export interface SectionTab {
  key: string; // the URL segment: /section/12/gradebook
  label: string;
  order: number; // roster 10, schedule 20, gradebook 30, ...
  permission?: string; // shown only to holders (checked with the shared policy)
  render: (section: SectionSummary) => ReactNode;
}
