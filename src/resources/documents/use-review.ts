// Approve and reject through the documents' actions (server/documents/review.ts): refreshes the
// lists and throws with the ids that were not done, so a bulk bar keeps them selected.
import { useInvalidate } from '@refinedev/core';
import { failureText, runAction } from '../../providers/data/run-action.ts';
import type { DocumentRow } from '../../shared/rows/document-row.ts';

export function useReview(resource: string) {
  const invalidate = useInvalidate();
  return async (action: 'approve' | 'reject', rows: DocumentRow[], reason?: string) => {
    const answer = await runAction(
      'documents',
      action,
      rows.map((r) => r.id),
      reason === undefined ? undefined : { reason },
    );
    await invalidate({ resource, invalidates: ['list'] });
    const label = (id: string | number) => {
      const r = rows.find((x) => x.id === id);
      return r ? `${r.owner}: ${r.name}` : String(id);
    };
    const failed = failureText(answer, label);
    if (failed) throw new Error(`Done for ${answer.succeeded} of ${answer.results.length}. Not done: ${failed}`);
  };
}
