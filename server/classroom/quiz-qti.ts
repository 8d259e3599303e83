// QTI 3.0 for a quiz: a content package (zip) of imsmanifest.xml and one qti-assessment-item per
// question (choice interaction with its correct response; text entry with a mapping of every
// accepted answer; extended text for short answer and essay, expected-lines telling them apart).
// The reader takes such a package, or one item's XML, back into questions: it reads the elements
// this writer emits, not every construct QTI allows.
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { QuizQuestion } from './quiz-parse.ts';
import { xml } from './quiz-moodle.ts';

const NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const XSD = 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd';
const RP = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates';
const value = (v: string) => `<qti-value>${xml(v)}</qti-value>`;

function item(q: QuizQuestion, id: string): string {
  const mc = q.kind === 'multiple_choice';
  const fill = q.kind === 'fill_in';
  const accepted = fill && Array.isArray(q.answer) ? q.answer : [];
  const correct =
    mc && typeof q.answer === 'number'
      ? `<qti-correct-response>${value(`C${q.answer + 1}`)}</qti-correct-response>`
      : '';
  const mapping = accepted.length
    ? `<qti-mapping default-value="0">${accepted.map((a) => `<qti-map-entry map-key="${xml(a)}" mapped-value="${q.points}"/>`).join('')}</qti-mapping>`
    : '';
  const body = mc
    ? `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-prompt>${xml(q.stem)}</qti-prompt>` +
      q.choices.map((c, i) => `<qti-simple-choice identifier="C${i + 1}">${xml(c)}</qti-simple-choice>`).join('') +
      `</qti-choice-interaction>`
    : fill
      ? `<p>${xml(q.stem)} <qti-text-entry-interaction response-identifier="RESPONSE"/></p>`
      : `<qti-extended-text-interaction response-identifier="RESPONSE" expected-lines="${q.kind === 'essay' ? 10 : 1}">` +
        `<qti-prompt>${xml(q.stem)}</qti-prompt></qti-extended-text-interaction>`;
  const template = mc ? 'match_correct' : fill ? 'map_response' : '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<qti-assessment-item xmlns="${NS}" ` +
    `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${NS} ${XSD}" ` +
    `identifier="${id}" title="Question ${id.slice(1)}" adaptive="false" time-dependent="false">\n` +
    `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="${mc ? 'identifier' : 'string'}">` +
    `${correct}${mapping}</qti-response-declaration>\n` +
    `<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>\n` +
    `<qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float">` +
    `<qti-default-value>${value(String(q.points))}</qti-default-value></qti-outcome-declaration>\n` +
    `<qti-item-body>${body}</qti-item-body>\n` +
    (template ? `<qti-response-processing template="${RP}/${template}.xml"/>\n` : '') +
    `</qti-assessment-item>\n`
  );
}

export function toQtiPackage(questions: QuizQuestion[]): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const resources = questions.map((q, i) => {
    const id = `Q${i + 1}`;
    files[`items/${id}.xml`] = strToU8(item(q, id));
    return `<resource identifier="${id}" type="imsqti_item_xmlv3p0" href="items/${id}.xml"><file href="items/${id}.xml"/></resource>`;
  });
  files['imsmanifest.xml'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?>\n<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" ` +
      `identifier="MANIFEST-1"><metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>` +
      `<organizations/><resources>${resources.join('')}</resources></manifest>\n`,
  );
  return zipSync(files);
}

const unxml = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&(lt|gt|quot|apos|amp);/g, (_, e) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e as 'lt']!)
    .trim();
const all = (s: string, re: RegExp) => [...s.matchAll(re)];

function readItem(x: string): QuizQuestion | null {
  const points = Number(x.match(/MAXSCORE"[^>]*>\s*<qti-default-value>\s*<qti-value>([^<]*)</)?.[1] ?? 1);
  const prompt = unxml(x.match(/<qti-prompt>([\s\S]*?)<\/qti-prompt>/)?.[1] ?? '');
  if (x.includes('<qti-choice-interaction')) {
    const ids = all(x, /<qti-simple-choice identifier="([^"]+)"[^>]*>([\s\S]*?)<\/qti-simple-choice>/g);
    const right = x.match(/<qti-correct-response>\s*<qti-value>([^<]*)</)?.[1];
    const answer = ids.findIndex((m) => m[1] === right);
    return {
      kind: 'multiple_choice',
      stem: prompt,
      choices: ids.map((m) => unxml(m[2])),
      answer: answer < 0 ? null : answer,
      points,
    };
  }
  if (x.includes('<qti-text-entry-interaction')) {
    const stem = unxml(x.match(/<p>([\s\S]*?)<qti-text-entry-interaction/)?.[1] ?? '');
    const answer = all(x, /map-key="([^"]*)"/g).map((m) => unxml(m[1]));
    return { kind: 'fill_in', stem, choices: [], answer, points };
  }
  const lines = Number(x.match(/expected-lines="(\d+)"/)?.[1] ?? 10);
  if (!prompt) return null;
  return { kind: lines > 1 ? 'essay' : 'short_answer', stem: prompt, choices: [], answer: null, points };
}

/** a QTI package (zip: items in manifest order) or one item's XML */
export function fromQti(bytes: Uint8Array): QuizQuestion[] {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) {
    const one = readItem(strFromU8(bytes));
    return one ? [one] : [];
  }
  const files = unzipSync(bytes);
  const manifest = files['imsmanifest.xml'] ? strFromU8(files['imsmanifest.xml']) : '';
  const hrefs = all(manifest, /<resource[^>]*href="([^"]+)"/g).map((m) => m[1]);
  return hrefs.flatMap((h) => (files[h] ? [readItem(strFromU8(files[h]))] : [])).filter((q) => q !== null);
}
