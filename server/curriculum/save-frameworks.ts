// Writes checked frameworks in one transaction (all or nothing) with one audit record per
// framework. A framework already imported (same identifier) is updated in place: its standards are
// matched by identifier, so the units mapped to them stay mapped. The summary counts a standard as
// updated only when its code, statement, parent, grades or position differ from what is stored.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { recordAudit } from '../audit/record.ts';
import type { FrameworkIn } from './framework.ts';
import type { ImportSummary } from '../../src/shared/standards-import.ts';

/** A standard's stored content as one comparable string: what an import would overwrite. */
const content = (code: string, statement: string, parent: string | null, grades: unknown, position: number) =>
  JSON.stringify([code, statement, parent, grades, position]);

async function existing(db: Db, tenant: Tenant, f: FrameworkIn) {
  const t = tenant.ident;
  const rows = await sql<{
    identifier: string;
    code: string;
    statement: string;
    parent: string | null;
    grade_levels: string[];
    position: number;
  }>`SELECT s.identifier, s.code, s.statement, p.identifier AS parent, s.grade_levels, s.position
    FROM ${t}.standards s JOIN ${t}.frameworks f ON f.id = s.framework_id
    LEFT JOIN ${t}.standards p ON p.id = s.parent_id WHERE f.identifier = ${f.identifier}`.execute(db);
  return new Map(
    rows.rows.map((r) => [r.identifier, content(r.code, r.statement, r.parent, r.grade_levels, r.position)]),
  );
}

export async function summarize(db: Db, tenant: Tenant, list: FrameworkIn[]): Promise<ImportSummary> {
  const frameworks = [];
  for (const f of list) {
    const known = await existing(db, tenant, f);
    let [added, updated] = [0, 0];
    f.standards.forEach((s, position) => {
      const stored = known.get(s.identifier);
      if (stored === undefined) added++;
      else if (stored !== content(s.code, s.statement, s.parent, s.gradeLevels, position)) updated++;
    });
    const standards = f.standards.length;
    const unchanged = standards - added - updated;
    frameworks.push({ identifier: f.identifier, title: f.title, standards, added, updated, unchanged });
  }
  return { frameworks, standards: frameworks.reduce((n, f) => n + f.standards, 0) };
}

/** One framework and its standards, upserted by identifier (the caller holds the transaction). */
export async function writeFramework(trx: Db, tenant: Tenant, f: FrameworkIn): Promise<number> {
  const t = tenant.ident;
  const fw = await sql<{ id: number }>`INSERT INTO ${t}.frameworks (identifier, title, subject, source)
    VALUES (${f.identifier}, ${f.title}, ${f.subject}, ${f.source})
    ON CONFLICT (identifier) DO UPDATE SET title = EXCLUDED.title, subject = EXCLUDED.subject,
      version = ${t}.frameworks.version + 1
    RETURNING id`.execute(trx);
  const frameworkId = fw.rows[0].id;
  // parents come first (checkHierarchy orders them), so each parent id is known when its child is written
  const ids = new Map<string, number>();
  for (const [position, s] of f.standards.entries()) {
    const parentId = s.parent === null ? null : ids.get(s.parent)!;
    const row = await sql<{ id: number }>`INSERT INTO ${t}.standards
        (framework_id, identifier, code, statement, parent_id, grade_levels, position)
      VALUES (${frameworkId}, ${s.identifier}, ${s.code}, ${s.statement}, ${parentId},
        ${JSON.stringify(s.gradeLevels)}::jsonb, ${position})
      ON CONFLICT (framework_id, identifier) DO UPDATE SET code = EXCLUDED.code, statement = EXCLUDED.statement,
        parent_id = EXCLUDED.parent_id, grade_levels = EXCLUDED.grade_levels, position = EXCLUDED.position
      RETURNING id`.execute(trx);
    ids.set(s.identifier, row.rows[0].id);
  }
  return frameworkId;
}

export async function saveFrameworks(
  db: Db,
  tenant: Tenant,
  p: Principal,
  list: FrameworkIn[],
): Promise<ImportSummary> {
  const summary = await summarize(db, tenant, list);
  await db.transaction().execute(async (trx) => {
    for (const f of list) {
      const frameworkId = await writeFramework(trx, tenant, f);
      const after = summary.frameworks.find((x) => x.identifier === f.identifier);
      await recordAudit(trx, p, {
        tenantId: p.tenantId,
        action: 'import',
        resource: 'frameworks',
        recordId: frameworkId,
        after,
      });
    }
  });
  return summary;
}
