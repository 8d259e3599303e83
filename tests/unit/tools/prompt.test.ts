import { describe, expect, it } from 'vitest';
import { buildMessages, renderTemplate } from '../../../server/ai/prompt.ts';
import { findToolForm } from '../../../src/shared/tools/tool-forms.ts';
import { inputSchema } from '../../../server/ai/input-schema.ts';
import { DEFAULT_TOOL_TEMPLATES } from '../../../server/ai/default-templates.ts';
import { checkReadability } from '../../../server/ai/readability.ts';
import { targetGrade } from '../../../server/ai/grade-target.ts';
import { secretBoxFromKey } from '../../../server/ai/secret-box.ts';
import { randomBytes } from 'node:crypto';

const lesson = findToolForm('lesson-plan-generator')!;

describe('prompt templates', () => {
  it('fills fields with option labels and keeps sections only when the field has a value', () => {
    const { text } = renderTemplate(
      'A {{topic}}{{#duration}} ({{duration}}){{/duration}}{{^objectives}} SUGGEST{{/objectives}}{{#christianPerspective}} CP{{/christianPerspective}}',
      lesson,
      { topic: 'Rivers', duration: '', objectives: '', christianPerspective: false },
    );
    expect(text).toBe('A Rivers SUGGEST');
    const qg = findToolForm('question-generator')!;
    expect(renderTemplate('{{questionType}} / {{subject}}', qg, { questionType: 'fill-in-the-blank' }).text).toBe(
      'Fill in the blank / not specified',
    );
  });

  it('appends inputs the template does not mention, and the conversation after the first prompt', () => {
    const msgs = buildMessages({
      commonCharacter: 'Be kind.',
      template: 'Plan on {{topic}}.',
      form: lesson,
      inputs: { topic: 'Rivers', gradeLevel: 'Grade 4', subject: 'Geography', christianPerspective: true },
      conversation: [
        { role: 'assistant', content: 'Plan...' },
        { role: 'user', content: 'Shorter' },
      ],
    });
    expect(msgs[0]).toEqual({ role: 'system', content: 'Be kind.' });
    expect(msgs[1].content).toBe(
      "Plan on Rivers.\n\nTeacher's inputs:\n- Grade level: Grade 4\n- Subject: Geography\n- Include a Christian perspective: yes",
    );
    expect(msgs.slice(2).map((m) => m.role)).toEqual(['assistant', 'user']);
  });

  it('the default lesson plan template asks for the Christian perspective only when chosen', () => {
    const on = renderTemplate(DEFAULT_TOOL_TEMPLATES['lesson-plan-generator'], lesson, {
      topic: 'x',
      gradeLevel: 'Grade 3',
      christianPerspective: true,
    }).text;
    const off = renderTemplate(DEFAULT_TOOL_TEMPLATES['lesson-plan-generator'], lesson, {
      topic: 'x',
      gradeLevel: 'Grade 3',
      christianPerspective: false,
    }).text;
    expect(on).toContain('Christian perspective');
    expect(off).not.toContain('Christian');
  });

  it('derives a closed JSON schema from the form', () => {
    const s = inputSchema(findToolForm('assessment-modifier')!) as unknown as {
      additionalProperties: boolean;
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(s.additionalProperties).toBe(false);
    expect(s.required).toEqual(['gradeLevel', 'assessment', 'modification']);
    expect(s.properties.modification).toMatchObject({
      type: 'string',
      enum: ['alternate-test', 'ai-resistant', 'ai-integrated'],
    });
  });
});

describe('readability', () => {
  it('reads target grades from grade labels', () => {
    expect(targetGrade('Grade 5')).toBe(5);
    expect(targetGrade('11th grade')).toBe(11);
    expect(targetGrade('Kindergarten')).toBe(0);
    expect(targetGrade('Adult learners')).toBeUndefined();
  });

  it('grades prose, ignoring headings and tables, against a ±1 band', async () => {
    const easy =
      '# A Very Long Heading With Extraordinarily Complicated Terminology\n\n' +
      'The cat sat on the mat. The dog ran to the park. We had fun in the sun. '.repeat(4);
    const r = (await checkReadability(easy, 1))!;
    expect(r.grade).toBeLessThan(2);
    expect(r.inBand).toBe(true);
    expect((await checkReadability(easy, 8))!.inBand).toBe(false);
    expect(await checkReadability('Too short.', 5)).toBeUndefined();
  });
});

describe('secret box', () => {
  it('seals with AES-256-GCM and refuses tampered values', () => {
    const box = secretBoxFromKey(randomBytes(32));
    const sealed = box.seal('sk-abc');
    expect(sealed).not.toContain('sk-abc');
    expect(box.open(sealed)).toBe('sk-abc');
    expect(box.seal('sk-abc')).not.toBe(sealed);
    const [v, iv, tag, data] = sealed.split(':');
    const flipped = Buffer.from(data, 'base64');
    flipped[0] ^= 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64')].join(':'))).toThrow();
    expect(() => secretBoxFromKey(randomBytes(32)).open(sealed)).toThrow();
  });
});
