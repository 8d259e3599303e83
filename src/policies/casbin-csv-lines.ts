// What the browser build gives casbin in place of csv-parse/sync (vite.config.ts): casbin parses
// CSV only to read policy lines from a file or a string adapter, and the browser adds its policy as
// arrays (access-policy.ts), so a small splitter keeps csv-parse out of the first load. Lines of
// comma-separated fields, trimmed; "double quotes" around a field keep its commas, and "" inside
// them is a quote. tests/unit/policies/casbin-csv-lines.test.ts holds it to csv-parse on such lines.
export function parse(text: string): string[][] {
  return String(text)
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .map((line) => {
      const fields: string[] = [];
      let cur = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (c === '"' && quoted && line[i + 1] === '"') {
          cur += '"';
          i++;
        } else if (c === '"' && (quoted || cur.trim() === '')) {
          quoted = !quoted;
          if (quoted) cur = '';
        } else if (c === ',' && !quoted) {
          fields.push(cur.trim());
          cur = '';
        } else cur += c;
      }
      fields.push(cur.trim());
      return fields;
    });
}
