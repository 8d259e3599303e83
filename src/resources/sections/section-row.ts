// A row of sections/sections as the list, the form and the section page read it.
export interface SectionRow {
  id: number;
  section_code: string;
  section_name: string;
  course_id: number;
  course: string;
  term_id: number;
  term: string | null;
  teacher_party_id: number | null;
  teacher: string | null;
  co_teacher_ids: number[];
  co_teachers: string | null;
  room: string;
  capacity: number | null;
  enrolled: number;
  meeting_days: string;
  start_time: string | null;
  end_time: string | null;
  overlaps: string | null;
  status: 'active' | 'archived';
  version: number;
}

export const sectionLabel = (r: Pick<SectionRow, 'section_code' | 'section_name'>) =>
  `${r.section_code} ${r.section_name}`;

export const meetingText = (r: Pick<SectionRow, 'meeting_days' | 'start_time' | 'end_time'>) =>
  r.meeting_days ? `${r.meeting_days.replaceAll(',', ', ')} ${r.start_time ?? ''}–${r.end_time ?? ''}` : '—';
