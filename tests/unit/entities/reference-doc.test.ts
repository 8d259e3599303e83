import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REFERENCE_PATH, renderReference } from '../../../scripts/docs/reference.ts';

describe('docs/reference.md', () => {
  it('is what the route table and the registries say now (run npm run docs after changing them)', () => {
    expect(fs.readFileSync(REFERENCE_PATH, 'utf8')).toBe(renderReference());
  });

  it('lists the courses entity as a query and as a write resource', () => {
    const doc = renderReference();
    expect(doc).toMatch(/\| `courses\/courses` \| course\.read \| \/courses \|/);
    expect(doc).toMatch(/\| `courses` \| id \| course\.create \| course\.update \| course\.delete \|/);
  });
});
