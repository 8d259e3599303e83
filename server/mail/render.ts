// {{variable}} substitution for subjects and bodies. Values are escaped for the HTML part; a
// variable the event does not offer is reported with its line (templates are refused at save).
const VAR = /\{\{\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*\}\}/g;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function fill(template: string, vars: Record<string, string>, html = false): string {
  return template.replace(VAR, (_m, name: string) => {
    const v = vars[name] ?? '';
    return html ? escapeHtml(v) : v;
  });
}

/** the first variable not in `allowed`, with its 1-based line */
export function unknownVariable(template: string, allowed: string[]): { name: string; line: number } | undefined {
  const lines = template.split('\n');
  for (let i = 0; i < lines.length; i++) {
    for (const m of lines[i]!.matchAll(VAR)) if (!allowed.includes(m[1]!)) return { name: m[1]!, line: i + 1 };
  }
  return undefined;
}

/** a plain-text body as simple HTML, for events whose template has no MJML yet */
export const textToHtml = (text: string) =>
  `<div style="font-family:sans-serif">${escapeHtml(text).replace(/\n/g, '<br>')}</div>`;
