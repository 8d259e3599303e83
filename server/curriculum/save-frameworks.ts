// Writes checked frameworks in one transaction (all or nothing) with one audit record per
// framework. A framework already imported (same identifier) is updated in place: its standards are
// matched by identifier, so the units mapped to them stay mapped.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { recordAudit } from '../resources/audit.ts';
import type { FrameworkIn } from './framework.ts';

export interface ImportSummary {
  frameworks: { identifier: string; title: string; standards: number; added: number; updated: number }[];
  standards: number;
}

async function existing(db: Db, schema: string, f: FrameworkIn) {
  const t = sql.id(schema);
  const rows = await sql<{ identifier: string }>`SELECT s.identifier FROM ${t}.standards s
    JOIN ${t}.frameworks f ON f.id = s.framework_id WHERE f.identifier = ${f.identifier}`.execute(db);
  return new Set(rows.rows.map((r) => r.identifier));
}

export async function summarize(db: Db, schema: string, list: FrameworkIn[]): Promise<ImportSummary> {
  const frameworks = [];
  for (const f of list) {
    const known = await existing(db, schema, f);
    const updated = f.standards.filter((s) => known.has(s.identifier)).length;
    const standards = f.standards.length;
    frameworks.push({ identifier: f.identifier, title: f.title, standards, added: standards - updated, updated });
  }
  return { frameworks, standards: frameworks.reduce((n, f) => n + f.standards, 0) };
}

export async function saveFrameworks(db: Db, p: Principal, list: FrameworkIn[]): Promise<ImportSummary> {
  const summary = await summarize(db, p.schema, list);
  const t = sql.id(p.schema);
  await db.transaction().execute(async (trx) => {
    for (const f of list) {
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
