// The provider's pages share one accessible, self-contained shell (no external fonts or scripts).
export const PRODUCT_NAME = 'LMS Platform';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

const STYLE = `
:root { --primary: #1867C0; --primary-dark: #11508f; --error: #b3261e; --text: #1f2933; --muted: #52606d; }
* { box-sizing: border-box; }
input, button { font-family: inherit; }
body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: var(--text);
  background: linear-gradient(160deg, #e8f1fb 0%, #f5f8fc 60%, #ffffff 100%); }
main { width: 100%; max-width: 400px; padding: 16px; }
.card { background: #fff; border-radius: 12px; padding: 32px 28px; box-shadow: 0 6px 24px rgba(24, 103, 192, .12); }
h1 { margin: 0 0 4px; font-size: 1.5rem; font-weight: 600; color: var(--primary); text-align: center; }
.subtitle { margin: 0 0 24px; text-align: center; color: var(--muted); }
label { display: block; margin: 16px 0 6px; font-weight: 500; }
input[type=email], input[type=password], input[type=text] { width: 100%; padding: 10px 12px; font-size: 1rem;
  border: 1px solid #9aa5b1; border-radius: 6px; color: var(--text); background: #fff; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--primary); outline-offset: 2px; }
button { width: 100%; margin-top: 24px; padding: 11px 16px; font-size: 1rem; font-weight: 600; color: #fff;
  background: var(--primary); border: 0; border-radius: 6px; cursor: pointer; }
button:hover { background: var(--primary-dark); }
button.secondary { background: #fff; color: var(--primary); border: 1px solid var(--primary); margin-top: 12px; }
.alert { margin: 0 0 8px; padding: 10px 12px; border-radius: 6px; border: 1px solid var(--error);
  background: #fdecea; color: var(--error); }
.note { margin-top: 20px; font-size: .875rem; color: var(--muted); text-align: center; }
`;

/** A full HTML page; `body` must already be escaped. */
export function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · ${escapeHtml(PRODUCT_NAME)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<h1>${escapeHtml(PRODUCT_NAME)}</h1>
${body}
</div>
</main>
</body>
</html>`;
}
