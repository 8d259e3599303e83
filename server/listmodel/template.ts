// Renders registry-written SQL text into a Kysely fragment. Only registry text passes through
// here (never request text). Placeholders:
//   {t}            the target tenant's schema, as a quoted identifier
//   :tenantId      the target tenant's id, as a bound parameter
//   :userId        the signed-in user's id (uuid), as a bound parameter
//   :partyId       the signed-in user's party id (or NULL), as a bound parameter
import { sql, type RawBuilder } from 'kysely';
import type { QueryContext } from './types.ts';

const TOKEN = /\{t\}|(?<!:):(tenantId|userId|partyId)\b/g;

export function render(text: string, ctx: QueryContext): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    parts.push(sql.raw(text.slice(last, m.index)));
    if (m[0] === '{t}') parts.push(ctx.tenant.ident);
    else if (m[1] === 'tenantId') parts.push(sql`${ctx.tenant.id}`);
    else if (m[1] === 'userId') parts.push(sql`${ctx.principal.userId}`);
    else parts.push(sql`${ctx.principal.partyId}`);
    last = m.index + m[0].length;
  }
  parts.push(sql.raw(text.slice(last)));
  return sql.join(parts, sql``);
}
