// `npm run lint` step: runs dependency-cruiser over server/ with .dependency-cruiser.cjs, then looks for
// top-level server folders that import each other (a circle: a → b and b → a, both directly, type-only
// imports included). Fails on a rule violation or on any circle: there are none since the thirteenth
// session, so a shared piece goes to the lower folder (or one the two share) instead.
// `node scripts/check-server-layout.mjs --from deps.json` reads a saved `--output-type json` instead.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import process from 'node:process';

function cruise() {
  const args = [
    'node_modules/.bin/depcruise',
    'server',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'json',
  ];
  try {
    return execFileSync(process.execPath, args, { maxBuffer: 1 << 30, encoding: 'utf8' });
  } catch (e) {
    if (e.stdout) return e.stdout; // depcruise exits non-zero when a rule is violated
    throw e;
  }
}

const from = process.argv.indexOf('--from');
const result = JSON.parse(from > 0 ? fs.readFileSync(process.argv[from + 1], 'utf8') : cruise());
const folder = (p) => /^server\/([^/]+)\//.exec(p)?.[1];
const edges = result.modules.flatMap((m) =>
  m.dependencies
    .map((d) => ({ source: m.source, from: folder(m.source), to: folder(d.resolved) }))
    .filter((e) => e.from && e.to && e.from !== e.to),
);
const pairs = new Set(edges.map((e) => `${e.from} ${e.to}`));
const back = edges.filter((e) => pairs.has(`${e.to} ${e.from}`));
const circles = [...new Set(back.map((e) => [e.from, e.to].sort().join(' <-> ')))].sort();
const dbOut = edges.filter((e) => e.from === 'db');
console.log(`server folder pairs importing each other: ${circles.length}; imports inside them: ${back.length}`);
console.log(
  `server/db imports into other folders: ${dbOut.length} (from ${new Set(dbOut.map((e) => e.source)).size} files)`,
);

const violations = (result.summary.violations ?? []).filter((v) => v.rule.severity === 'error');
for (const v of violations) console.error(`${v.rule.name}: ${v.from} → ${v.to}`);
for (const c of circles) {
  const [a, b] = c.split(' <-> ');
  const lines = back.filter((e) => (e.from === a && e.to === b) || (e.from === b && e.to === a));
  console.error(`circle ${c}:\n${lines.map((e) => `  ${e.source} → server/${e.to}/`).join('\n')}`);
}
if (violations.length || circles.length) process.exit(1);
