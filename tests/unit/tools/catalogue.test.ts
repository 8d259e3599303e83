import { describe, expect, it } from 'vitest';
import { TOOL_CATALOGUE, findTool, searchCatalogue, toolHref } from '../../../src/shared/tools/catalogue.ts';
import { TOOL_FORMS, findToolForm } from '../../../src/shared/tools/tool-forms.ts';
import * as TOOL_ICONS from '../../../src/tools/tool-icon-set.ts';
import { DEFAULT_TOOL_TEMPLATES } from '../../../server/ai/default-templates.ts';

const SPEC_SLUGS = [
  'email-writer',
  'email-polisher',
  'question-generator',
  'question-generator-from-text',
  'rubric-generator',
  'lesson-plan-generator',
  'worksheet-generator',
  'vocab-stories',
  'text-leveler',
  'directions-polisher',
  'math-word-problems',
  'essential-question-generator',
  'project-based-learning-generator',
  'ai-resistant-assignment-generator',
  'spiritual-responsiveness',
  'cultural-responsiveness',
  'academic-responsiveness',
  'social-emotional-responsiveness',
  'lab-report-generator',
  'assessment-modifier',
  'standards-labeler',
  'blooms-labeler',
];

describe('the teacher-tool catalogue', () => {
  it('has exactly the 22 entries of the spec, without the question rotator', () => {
    expect(TOOL_CATALOGUE.map((t) => t.slug)).toEqual(SPEC_SLUGS);
    expect(findTool('question-rotator')).toBeUndefined();
  });

  it('gives every entry a title, short description, route, short name and icon', () => {
    for (const t of TOOL_CATALOGUE) {
      expect(t.title.length, t.slug).toBeGreaterThan(3);
      expect(t.description.length, t.slug).toBeGreaterThan(20);
      expect(t.shortName.length, t.slug).toBeLessThanOrEqual(14);
      expect(Object.keys(TOOL_ICONS), t.slug).toContain(t.icon);
      expect(toolHref(t), t.slug).toBe(`/tt/${t.slug}`);
    }
  });

  it('keeps directions-polisher without its leading slash, and only it', () => {
    expect(TOOL_CATALOGUE.filter((t) => !t.route.startsWith('/')).map((t) => t.route)).toEqual([
      'tt/directions-polisher',
    ]);
    expect(toolHref(findTool('directions-polisher')!)).toBe('/tt/directions-polisher');
  });

  it('searches title, short name and description, within a category', () => {
    expect(searchCatalogue('rubric').map((t) => t.slug)).toEqual([
      'rubric-generator',
      'project-based-learning-generator',
    ]);
    expect(searchCatalogue('  EMAIL ').map((t) => t.slug)).toEqual(['email-writer', 'email-polisher']);
    expect(searchCatalogue('', 'responsiveness')).toHaveLength(4);
    expect(searchCatalogue('email', 'assessment')).toEqual([]);
    expect(searchCatalogue('')).toHaveLength(22);
  });

  it('declares a form and a default prompt template for every tool and the rotator', () => {
    expect(TOOL_FORMS.map((f) => f.slug)).toEqual(SPEC_SLUGS);
    for (const slug of [...SPEC_SLUGS, 'question-rotator']) {
      expect(findToolForm(slug), slug).toBeDefined();
      const known = new Set(findToolForm(slug)!.fields.map((f) => f.name));
      const used = [...DEFAULT_TOOL_TEMPLATES[slug].matchAll(/\{\{[#^/]?(\w+)\}\}/g)].map((m) => m[1]);
      expect(
        used.filter((n) => !known.has(n)),
        slug,
      ).toEqual([]);
    }
  });

  it('offers the spec radio choices', () => {
    const radio = (slug: string) =>
      findToolForm(slug)!.fields.find((f) => f.kind === 'radio') as { options: { label: string }[] };
    expect(radio('question-generator').options.map((o) => o.label)).toEqual([
      'Essay',
      'Multiple choice',
      'Short answer',
      'Fill in the blank',
    ]);
    expect(radio('assessment-modifier').options.map((o) => o.label)).toEqual([
      'Alternate test',
      'AI-resistant',
      'AI-integrated',
    ]);
  });
});
