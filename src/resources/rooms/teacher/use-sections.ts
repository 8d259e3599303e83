// The sections the signed-in teacher teaches this term (list query classes/my_classes), as picker options.
import { useQueryRows } from '../../../providers/data/use-query-rows.ts';

interface SectionRow {
  id: number;
  section_code: string;
  section_name: string;
  [k: string]: unknown;
}

export function useTeacherSections() {
  const q = useQueryRows<SectionRow>('classes', 'my_classes', { rowsize: 200 });
  return {
    loading: q.loading,
    options: q.rows.map((r) => ({ value: r.id, label: `${r.section_code} ${r.section_name}` })),
  };
}
