// Re-runnable codemod for the one tenant carrier: where code already holds a Tenant (`ctx.tenant`,
// `req.tenant!`), its schema is placed in SQL through the Tenant, not by sql.id on the schema name:
//   ${sql.id(ctx.tenant.schema)}.courses  ->  ${ctx.tenant.table('courses')}
//   sql.id(ctx.tenant.schema)             ->  ctx.tenant.ident
// and in route handlers, where the carrier has set req.tenant (the principal's own tenant):
//   sql.id(req.principal!.schema)         ->  req.tenant!.ident
// Usage: node scripts/codemods/tenant-tables.mjs [files...] (default: every server/**/*.ts outside server/db)
import fs from 'node:fs';
import process from 'node:process';
import { execFileSync } from 'node:child_process';

const HOLDERS = ['ctx\\.tenant', 'req\\.tenant!'];
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : execFileSync('git', ['ls-files', 'server/**/*.ts', ':!server/db/**'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);

let changed = 0;
for (const file of files) {
  const before = fs.readFileSync(file, 'utf8');
  let text = before.replace(/sql\.id\(req\.principal!\.schema\)/g, 'sql.id(req.tenant!.schema)');
  for (const h of HOLDERS) {
    const holder = h.replace(/\\/g, '');
    text = text.replace(
      new RegExp(`\\$\\{sql\\.id\\(${h}\\.schema\\)\\}\\.([a-z_][a-z0-9_]*)`, 'g'),
      (_m, t) => `\${${holder}.table('${t}')}`,
    );
    text = text.replace(new RegExp(`sql\\.id\\(${h}\\.schema\\)`, 'g'), `${holder}.ident`);
  }
  if (text !== before) {
    fs.writeFileSync(file, text);
    changed++;
    process.stdout.write(`${file}\n`);
  }
}
process.stdout.write(`${changed} files changed\n`);
