import { describe, expect, it } from 'vitest';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { Document, Packer, Paragraph } from 'docx';
import { markdownToPdf } from '../../server/ai/export-pdf.ts';
import { bearer, useToolsApp, multipart } from './tools-support.ts';
import { TEACHER } from '../helpers/demo-accounts.ts';

const t = useToolsApp();

const WORKSHEET = `# Fractions worksheet

Name: ________ Date: ________

1. What is **1/2 + 1/4**?
2. Shade *three quarters* of the circle.
   - Hint: count the parts

| Criterion | Excellent | Needs work |
|---|---|---|
| Accuracy | All correct | Several errors |

## Answer key

1. 3/4
`;

async function post(url: string, payload: object, email = TEACHER) {
  return t.app.inject({ method: 'POST', url, headers: bearer(await t.token(email)), payload });
}

describe('exports', () => {
  it('downloads a real .docx that reads back with its text and table', async () => {
    const res = await post('/api/tools/export', { format: 'docx', title: 'Fractions Worksheet', markdown: WORKSHEET });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toBe('attachment; filename="fractions-worksheet.docx"');
    const { value } = await mammoth.extractRawText({ buffer: res.rawPayload });
    for (const s of [
      'Fractions worksheet',
      'What is 1/2 + 1/4?',
      'Hint: count the parts',
      'Accuracy',
      'Several errors',
      'Answer key',
    ])
      expect(value).toContain(s);
    const html = (await mammoth.convertToHtml({ buffer: res.rawPayload })).value;
    expect(html).toContain('<h1>Fractions worksheet</h1>');
    expect(html).toContain('<strong>1/2 + 1/4</strong>');
    expect(html).toContain('<table>');
  });

  it('downloads a real PDF with the text in it', async () => {
    const res = await post('/api/tools/export', { format: 'pdf', title: 'Fractions Worksheet', markdown: WORKSHEET });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    for (const s of ['Fractions worksheet', '1/2 + 1/4', 'Accuracy', 'Several errors', 'Answer key'])
      expect(text).toContain(s);
  });

  it('lays a long table across pages', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => `| Row ${i} | ${'text '.repeat(8)} |`).join('\n');
    const pdf = await markdownToPdf(`| A | B |\n|---|---|\n${rows}\n`, 'Long');
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    expect(doc.numPages).toBeGreaterThan(2);
  });
});

describe('text extraction', () => {
  it('reads an uploaded .docx, .pdf and .txt on the server', async () => {
    const docx = await Packer.toBuffer(
      new Document({ sections: [{ children: [new Paragraph('The mitochondria is the powerhouse of the cell.')] }] }),
    );
    const pdf = await markdownToPdf('Rivers carry water to the sea.', 'River');
    const cases: [string, Buffer, string][] = [
      ['cell.docx', docx, 'powerhouse of the cell'],
      ['river.pdf', pdf, 'Rivers carry water to the sea.'],
      ['notes.txt', Buffer.from('\uFEFFPlain notes\r\nline two'), 'Plain notes\nline two'],
    ];
    for (const [name, bytes, expected] of cases) {
      const m = multipart('file', name, bytes);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tools/extract-text',
        headers: { ...bearer(await t.token(TEACHER)), ...m.headers },
        payload: m.payload,
      });
      expect(res.statusCode, name).toBe(200);
      expect(res.json()).toMatchObject({ name, truncated: false });
      expect(res.json().text).toContain(expected);
    }
  });

  it('refuses files that are not text, Word or PDF', async () => {
    const m = multipart('file', 'photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tools/extract-text',
      headers: { ...bearer(await t.token(TEACHER)), ...m.headers },
      payload: m.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('unsupported_file');
  });
});

const QUESTIONS = `1. What is the capital of France?
A) Berlin
B) Paris *
C) Rome
D) All of the above
2. Which planet is red?
a. Venus
b. Mars
c. Jupiter
Answer: b
3. Name a primary colour.
Answer: red`;

describe('question rotator', () => {
  it('gives N versions reordered deterministically, each with its answer key, without a model', async () => {
    const body = { questions: QUESTIONS, versions: 3 };
    const a = (await post('/api/tools/question-rotator/rotate', body)).json();
    const b = (await post('/api/tools/question-rotator/rotate', body)).json();
    expect(a.versions).toEqual(b.versions);
    expect(a.questionCount).toBe(3);
    expect(a.versions.map((v: { label: string }) => v.label)).toEqual(['A', 'B', 'C']);
    for (const v of a.versions as {
      questions: { stem: string; choices: { text: string; pinned: boolean }[]; answer?: number }[];
      key: string[];
    }[]) {
      const france = v.questions.findIndex((q) => q.stem.includes('France'));
      expect(v.questions[france].choices[v.questions[france].answer!].text).toBe('Paris');
      expect(v.key[france]).toBe(String.fromCharCode(65 + v.questions[france].answer!));
      expect(v.questions[france].choices[3].text).toBe('All of the above');
      expect(v.key[v.questions.findIndex((q) => q.stem.includes('primary'))]).toBe('red');
    }
    expect(a.markdown).toContain('# Question set: Version B');
    expect(a.markdown).toContain('## Answer key: Version C');
    expect(t.model.requests).toHaveLength(0);
  });

  it('rewords versions through the model, keeping structure and answers ours', async () => {
    t.model.reset();
    t.model.set({
      reply: JSON.stringify({
        questions: [
          {
            stem: 'Which city is the capital of France?',
            choices: ['Berlin, Germany', 'Paris, France', 'Rome, Italy', 'All of the above'],
          },
          { stem: 'Which planet looks red?', choices: ['Venus', 'Mars', 'Jupiter'] },
          { stem: 'Give one primary colour.', choices: [] },
        ],
      }),
    });
    const res = (
      await post('/api/tools/question-rotator/rotate', { questions: QUESTIONS, versions: 3, reword: true })
    ).json();
    expect(res.reworded).toBe(2);
    expect(t.model.requests).toHaveLength(2);
    expect(res.versions[0].questions[0].stem).toBe('What is the capital of France?');
    const v = res.versions[1];
    const france = v.questions.findIndex((q: { stem: string }) => q.stem.includes('France'));
    expect(v.questions[france].stem).toBe('Which city is the capital of France?');
    expect(v.questions[france].choices[v.questions[france].answer].text).toBe('Paris, France');
  });
});

describe('my collection', () => {
  it('saves, lists, reopens and deletes only the caller’s own outputs', async () => {
    const saved = await post('/api/tools/collection', {
      toolSlug: 'worksheet-generator',
      title: 'Fractions',
      inputs: { topic: 'fractions', count: 5 },
      output: WORKSHEET,
    });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().id;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/tools/collection?tool=worksheet-generator',
      headers: bearer(await t.token(TEACHER)),
    });
    expect(list.json().rows[0]).toMatchObject({
      id,
      toolSlug: 'worksheet-generator',
      title: 'Fractions',
      inputs: { topic: 'fractions', count: 5 },
    });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/tools/collection/${id}`,
      headers: bearer(await t.token(TEACHER)),
    });
    expect(one.json().output).toBe(WORKSHEET);

    const other = await t.token('multi@demo-academy.test');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tools/collection/${id}`, headers: bearer(other) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/tools/collection/${id}`, headers: bearer(other) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tools/collection', headers: bearer(other) })).json().total,
    ).toBe(0);

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/tools/collection/${id}`,
          headers: bearer(await t.token(TEACHER)),
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/tools/collection/${id}`,
          headers: bearer(await t.token(TEACHER)),
        })
      ).statusCode,
    ).toBe(404);
  });
});
