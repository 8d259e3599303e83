// Sums every suite's results into the one closing line CI reads: "N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0,
  failed = 0;
const rows = [];
const flaky = [];
const failures = [];
for (const file of fs.readdirSync(dir).sort()) {
  const full = path.join(dir, file);
  const name = file.split('.')[0];
  if (!file.endsWith('.step')) continue;
  const stepOk = fs.readFileSync(full, 'utf8').trim() === 'pass';
  const vitest = path.join(dir, `${name}.vitest.json`);
  const pw = path.join(dir, `${name}.playwright.json`);
  let p = 0,
    f = 0;
  if (fs.existsSync(vitest)) {
    const r = JSON.parse(fs.readFileSync(vitest, 'utf8'));
    p = r.numPassedTests;
    f = r.numFailedTests;
    // a suite file that failed to load has no tests but still failed
    f += r.testResults.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length;
    failures.push(...vitestFailures(r, name));
    flaky.push(...vitestFlaky(r, name));
  } else if (fs.existsSync(pw)) {
    const r = JSON.parse(fs.readFileSync(pw, 'utf8'));
    p = (r.stats.expected ?? 0) + (r.stats.flaky ?? 0);
    f = r.stats.unexpected ?? 0;
    flaky.push(...flakyTitles(r.suites ?? []));
    failures.push(...playwrightFailures(r.suites ?? []));
  } else {
    p = stepOk ? 1 : 0;
  }
  if (!stepOk && f === 0) f = 1; // the step failed without a failing test (crash, no report)
  passed += p;
  failed += f;
  rows.push(`${name.padEnd(14)} ${String(p).padStart(5)} passed ${String(f).padStart(4)} failed`);
}
console.log('\n==== summary');
for (const r of rows) console.log(r);
// passed on their retry (playwright.config.ts): counted as passed, named so they get fixed
for (const t of flaky) console.log(`flaky (passed on retry): ${t}`);
// named again here because CI shows only the end of the output
for (const t of failures) console.log(`failed: ${t}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

function vitestFailures(report, suite) {
  const out = [];
  for (const file of report.testResults) {
    const rel = path.relative(process.cwd(), file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0)
      out.push(`${suite} ${rel}: ${firstLine(file.message)}`);
    for (const a of file.assertionResults)
      if (a.status === 'failed') out.push(`${suite} ${rel} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
  }
  return out;
}

/** tests that passed on their retry (vitest.config.ts): their failure messages are the first try's */
function vitestFlaky(report, suite) {
  const out = [];
  for (const file of report.testResults)
    for (const a of file.assertionResults)
      if (a.status === 'passed' && a.failureMessages?.length)
        out.push(
          `${suite} ${path.relative(process.cwd(), file.name)} › ${a.fullName}: ${firstLine(a.failureMessages[0])}`,
        );
  return out;
}

function playwrightFailures(suites) {
  const out = [];
  for (const s of suites) {
    for (const spec of s.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected') out.push(`e2e ${spec.file}:${spec.line} ${spec.title}`);
    out.push(...playwrightFailures(s.suites ?? []));
  }
  return out;
}

function firstLine(text) {
  return String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);
}

function flakyTitles(suites) {
  const out = [];
  for (const s of suites) {
    for (const spec of s.specs ?? [])
      for (const t of spec.tests ?? []) if (t.status === 'flaky') out.push(`${spec.file}:${spec.line} ${spec.title}`);
    out.push(...flakyTitles(s.suites ?? []));
  }
  return out;
}
