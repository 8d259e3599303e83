// A rendered e-mail's HTML in a frame: an opaque origin (no allow-same-origin: no access to the app,
// its storage or cookies) whose document forbids every script by its own policy (and inherits the
// app's). It is not sandboxed without scripts: then Chromium logs "Blocked script execution" for each
// preview document into which anything (a browser extension, an automation or accessibility tool)
// injects a script, one console error per preview. Used by the e-mail designer and the templates page.
const NO_SCRIPTS = `<meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'">`;

/** the message's HTML with the no-scripts policy as the first thing in its head */
export function withoutScripts(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return `<head>${NO_SCRIPTS}</head>${html}`;
  const at = head.index + head[0].length;
  return html.slice(0, at) + NO_SCRIPTS + html.slice(at);
}

export function MessageFrame({ html, height }: { html: string; height: number }) {
  return (
    <iframe
      title="Preview of the message"
      sandbox="allow-scripts"
      srcDoc={withoutScripts(html)}
      style={{ width: '100%', height, border: '1px solid #d9d9d9', marginTop: 8 }}
    />
  );
}
