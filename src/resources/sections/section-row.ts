// A row of sections/sections as the list, the form and the section page read it.
import type shape from '../../shared/entities/sections.ts';
import type { RowOf } from '../../shared/entity.ts';
export type SectionRow = RowOf<
  typeof shape,
  {
    course: string;
    term: string | null;
    teacher: string | null;
    co_teachers: string | null;
    enrolled: number;
    overlaps: string | null;
  }
>;

export const sectionLabel = (r: Pick<SectionRow, 'section_code' | 'section_name'>) =>
  `${r.section_code} ${r.section_name}`;

export const meetingText = (r: Pick<SectionRow, 'meeting_days' | 'start_time' | 'end_time'>) =>
  r.meeting_days ? `${r.meeting_days.replaceAll(',', ', ')} ${r.start_time ?? ''}–${r.end_time ?? ''}` : '—';
