// The mapping page's choices live in the URL (?level=&grade=&subject=&course=), so a link keeps
// them and the page's drawers (units of the chosen course) read the same course.
import { useSearchParams } from 'react-router';

export interface MappingFilters {
  level?: number;
  grade?: string;
  subject?: string;
  course?: number;
}

const num = (v: string | null) => (v && /^[0-9]+$/.test(v) ? Number(v) : undefined);

export function useMappingFilters() {
  const [params, setParams] = useSearchParams();
  const filters: MappingFilters = {
    level: num(params.get('level')),
    grade: params.get('grade') ?? undefined,
    subject: params.get('subject') ?? undefined,
    course: num(params.get('course')),
  };
  const set = (change: Partial<MappingFilters>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(change)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      },
      { replace: true },
    );
  return { filters, set, search: params.toString() };
}
