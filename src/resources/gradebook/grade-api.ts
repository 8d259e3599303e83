// One grade's write through the grades entity (/api/resources/grades): created the first time,
// then changed with the version the cell saw, so someone else's change meanwhile is refused
// (version_conflict, with their row as `current`).
import { apiFetch } from '../../providers/http-client.ts';
import type { GradeValue } from '../../shared/grade-text.ts';

/** a grade row as the entity answers it (numbers may come as strings) */
export interface SavedGrade {
  id: number | string;
  version: number;
  score: number | string | null;
  mark: GradeValue['mark'];
}

export const saveGrade = (
  current: { id: number; version: number } | undefined,
  value: GradeValue,
  at: { assignmentId: number; studentId: number },
) =>
  (current
    ? apiFetch<{ data: SavedGrade }>(`/resources/grades/${current.id}`, {
        method: 'PATCH',
        body: { ...value, version: current.version },
      })
    : apiFetch<{ data: SavedGrade }>('/resources/grades', {
        method: 'POST',
        body: { assignment_id: at.assignmentId, student_party_id: at.studentId, ...value },
      })
  ).then((r) => r.data);
