// The e-mail designer's "Visual" mode: GrapesJS with its MJML plugin (grapesjs-mjml), loaded only
// when the author opens this mode (its own chunk). It edits the same MJML body as the code field:
// the template's MJML goes in, and every change comes back out as MJML (the plugin's getHtml), which
// the server compiles and checks at save as always (server/mail/compile.ts).
import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import type { Editor } from 'grapesjs';
import 'grapesjs/dist/css/grapes.min.css';
// the editor's panel icons, served from the app (the CSP allows no CDN stylesheet)
import 'font-awesome/css/font-awesome.min.css';

export interface VisualEditorProps {
  mjml: string;
  onChange: (mjml: string) => void;
}

export default function VisualEditor({ mjml, onChange }: VisualEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor>(undefined);
  // the MJML the editor was last given or gave back, so an echo of our own change is not reloaded
  const known = useRef(mjml);
  const change = useRef(onChange);
  change.current = onChange;
  const [error, setError] = useState<string>();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void Promise.all([import('grapesjs'), import('grapesjs-mjml')]).then(
      ([{ default: grapesjs }, { default: mjmlPlugin }]) => {
        if (cancelled || !host.current) return;
        const ed = grapesjs.init({
          container: host.current,
          height: '640px',
          fromElement: false,
          storageManager: false,
          // the app's CSP allows no third-party styles or scripts: icons are bundled above
          cssIcons: '',
          canvas: { styles: [], scripts: [] },
          plugins: [mjmlPlugin],
          pluginsOpts: { [mjmlPlugin as unknown as string]: { fonts: {} } },
          components: known.current,
        });
        ed.on('load', () => {
          // the editor's own rewrite of the loaded MJML is not an author's change
          known.current = ed.getHtml();
          ed.on('update', () => {
            const out = ed.getHtml();
            if (out === known.current) return;
            known.current = out;
            change.current(out);
          });
          setReady(true);
        });
        editor.current = ed;
      },
      (err: Error) => !cancelled && setError(err.message),
    );
    return () => {
      cancelled = true;
      editor.current?.destroy();
      editor.current = undefined;
    };
  }, []);

  // a body changed elsewhere (another event chosen) is loaded into the editor
  useEffect(() => {
    if (!editor.current || mjml === known.current) return;
    known.current = mjml;
    editor.current.setComponents(mjml);
  }, [mjml]);

  if (error) return <Alert type="error" showIcon message="The visual editor could not be loaded" description={error} />;
  return (
    <div aria-label="Visual e-mail editor" role="region">
      {!ready ? (
        <span role="status" aria-label="Loading the visual editor">
          <Spin />
        </span>
      ) : null}
      <div ref={host} data-testid="visual-editor" />
    </div>
  );
}
