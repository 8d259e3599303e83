// The review actions on documents (docs/adding-a-screen.md, 2a): approve, and reject with a
// reason; rejecting tells the owner in the app and by e-mail (server/mail, event document_rejected).
import { sql } from 'kysely';
import { REJECT_INPUT } from '../../src/shared/entities/documents.ts';
import type { ActionDef, Row, WriteServices } from '../resources/types.ts';
import type { QueryContext } from '../listmodel/types.ts';

const reviewed = (ctx: QueryContext) => ({ reviewed_by: ctx.principal.userId, reviewed_at: new Date().toISOString() });

interface Owner {
  user_id: string | null;
  email: string | null;
  name: string;
}

async function notifyOwner(doc: Row, reason: string, ctx: QueryContext, services: WriteServices) {
  const s = ctx.tenant.ident;
  const owner = (
    await sql<Owner>`SELECT u.user_id, coalesce(u.email, p.email) AS email, p.first_name || ' ' || p.last_name AS name
      FROM ${s}.parties p LEFT JOIN platform.app_users u ON u.user_id = p.user_id
      WHERE p.party_id = ${doc.owner_party_id}`.execute(services.db)
  ).rows[0];
  if (!owner?.email || !services.notify) return;
  const type = (
    await sql<{ name: string }>`SELECT name FROM platform.doc_types WHERE id = ${doc.doc_type_id}`.execute(services.db)
  ).rows[0];
  await services.notify(
    'document_rejected',
    owner.email,
    { name: owner.name, document: type?.name ?? String(doc.doc_type), reason },
    { tenantId: ctx.tenant.id, createdBy: ctx.principal.userId, userId: owner.user_id, link: '/rejected-documents' },
  );
}

export const REVIEW_ACTIONS: Record<string, ActionDef> = {
  approve: {
    label: 'Approve',
    permission: 'document.review',
    apply: (row, _input, ctx) =>
      row.status === 'approved'
        ? { unchanged: true }
        : { set: { status: 'approved', reject_reason: null, ...reviewed(ctx) } },
  },
  reject: {
    label: 'Reject',
    permission: 'document.review',
    input: REJECT_INPUT,
    apply: (_row, input, ctx) => ({
      set: { status: 'rejected', reject_reason: String(input.reason).trim(), ...reviewed(ctx) },
    }),
    after: async (_before, after, input, ctx, services) => {
      await notifyOwner(after, String(input.reason).trim(), ctx, services);
    },
  },
};
