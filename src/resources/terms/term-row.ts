// A row of terms/terms as the list and the form read it.
export interface TermRow {
  id: number;
  value: string;
  school_year: string;
  term_name: string;
  start_date: string | null;
  end_date: string | null;
  is_current: boolean;
  section_count: number;
  version: number;
}

export const termLabel = (r: TermRow) => r.value;
