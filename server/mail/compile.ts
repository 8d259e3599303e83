// Templates are written in MJML and compiled by the mjml package into HTML that renders in common
// mail clients. A template is refused at save when it does not compile or names a variable its
// event does not offer; either way the answer names the line.
import mjml2html from 'mjml';
import { unknownVariable } from './render.ts';

export interface TemplateProblem {
  field: 'mjml' | 'subject' | 'body_text';
  line: number;
  message: string;
}

export async function compileMjml(source: string): Promise<{ html: string } | { problem: TemplateProblem }> {
  try {
    // no web fonts: mail clients and the app's own preview (CSP) would not load them
    const out = await mjml2html(source, { validationLevel: 'strict', keepComments: false, fonts: {} });
    return { html: out.html };
  } catch (err) {
    const e = err as { errors?: Array<{ line: number; message: string }>; message?: string };
    const first = e.errors?.[0];
    return { problem: { field: 'mjml', line: first?.line ?? 1, message: first?.message ?? String(e.message ?? err) } };
  }
}

// Compiled HTML by MJML source. A template compiles once per version (its source changes with every
// save, so the source is the key) and each message only fills in its variables: compiling is what
// made queueing slow (bench/messaging.bench.ts). Variables survive compiling, since every saved
// template compiles with its {{placeholders}} in place (checkTemplate).
const compiled = new Map<string, Promise<{ html: string } | { problem: TemplateProblem }>>();
const CACHED = 200;

export function compileCached(source: string) {
  let hit = compiled.get(source);
  if (hit) {
    compiled.delete(source); // least recently used goes first
  } else {
    hit = compileMjml(source);
    if (compiled.size >= CACHED) compiled.delete(compiled.keys().next().value!);
  }
  compiled.set(source, hit);
  return hit;
}

/** the first problem with a template, or undefined when it can be saved */
export async function checkTemplate(
  t: { subject: string; mjml: string; body_text: string },
  variables: string[],
): Promise<TemplateProblem | undefined> {
  for (const field of ['subject', 'mjml', 'body_text'] as const) {
    const bad = unknownVariable(t[field], variables);
    if (bad) return { field, line: bad.line, message: `the variable {{${bad.name}}} is not offered by this event` };
  }
  const compiled = await compileMjml(t.mjml);
  return 'problem' in compiled ? compiled.problem : undefined;
}

// A link variable ({{link}}, {{url}}, {{...Link}}) or a written-out address becomes an anchor in the
// HTML part; its value is escaped when filled in (render.ts), in the href as in the text.
const LINK = /\{\{\s*\w*(?:link|url)\s*\}\}|https?:\/\/[^\s<>"]+/gi;
const anchors = (paragraph: string) => paragraph.replace(LINK, (l) => `<a href="${l}">${l}</a>`);

/** the MJML a default template starts from: the event's text in one column, its links as anchors */
export const defaultMjml = (subject: string, text: string) =>
  [
    '<mjml>',
    '  <mj-head><mj-title>' + subject + '</mj-title></mj-head>',
    '  <mj-body background-color="#f4f5f7">',
    '    <mj-section background-color="#ffffff">',
    '      <mj-column>',
    ...text
      .trim()
      .split(/\n\n+/)
      .map(
        (p) => `        <mj-text font-size="15px" line-height="22px">${anchors(p).replace(/\n/g, '<br />')}</mj-text>`,
      ),
    '      </mj-column>',
    '    </mj-section>',
    '  </mj-body>',
    '</mjml>',
  ].join('\n');
