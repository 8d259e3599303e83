// The layout check (scripts/check-server-layout.mjs) refuses any pair of server folders importing
// each other, type-only imports included: none is left, so there is no list of known ones to hide in.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Edge = [from: string, to: string, types?: string[]];

/** Runs the check on a dependency-cruiser answer of these imports; its exit code and its output. */
function check(edges: Edge[]) {
  const modules = [...new Set(edges.map(([from]) => from))].map((source) => ({
    source,
    dependencies: edges
      .filter(([from]) => from === source)
      .map(([, resolved, types]) => ({ resolved, dependencyTypes: types ?? ['local', 'import'] })),
  }));
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'layout-')), 'deps.json');
  fs.writeFileSync(file, JSON.stringify({ modules, summary: { violations: [] } }));
  try {
    const out = execFileSync(process.execPath, ['scripts/check-server-layout.mjs', '--from', file], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { code: 0, out };
  } catch (e) {
    const err = e as { status: number; stdout: string; stderr: string };
    return { code: err.status, out: err.stdout + err.stderr };
  }
}

describe('server folder circles', () => {
  it('passes imports that run one way', () => {
    const r = check([
      ['server/chat/tutor.ts', 'server/transcripts/search.ts'],
      ['server/transcripts/routes.ts', 'server/db/tenant.ts'],
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('server folder pairs importing each other: 0');
  });

  it('refuses two folders importing each other, a type-only import too, naming the files', () => {
    const r = check([
      ['server/chat/tutor.ts', 'server/transcripts/search.ts'],
      ['server/transcripts/routes.ts', 'server/chat/store.ts', ['local', 'type-only', 'import']],
    ]);
    expect(r.code).toBe(1);
    expect(r.out).toContain('server folder pairs importing each other: 1; imports inside them: 2');
    expect(r.out).toContain('circle chat <-> transcripts');
    expect(r.out).toContain('server/transcripts/routes.ts → server/chat/');
  });
});
