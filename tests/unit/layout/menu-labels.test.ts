// The side menu names each page once: two entries with one label in one group (as "My students"
// was, for the teacher's students and a home-school family's) would both show to a role that may
// open both pages, such as the operators' administrator and a home-school family.
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../src/config/routes.tsx';

describe('the side menu', () => {
  it('has no two entries with the same label in the same group', () => {
    const seen = new Map<string, string[]>();
    for (const r of appRoutes) {
      if (!r.menu) continue;
      const key = `${r.menu.group ?? ''} / ${r.menu.label}`;
      seen.set(key, [...(seen.get(key) ?? []), r.path]);
    }
    expect([...seen].filter(([, paths]) => paths.length > 1)).toEqual([]);
  });
});
