// Generated Markdown rendered as HTML (GFM tables, task lists, strikethrough). react-markdown
// builds React elements, never raw HTML, so a model's output cannot inject markup.
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import './markdown-view.css';

export function MarkdownView({ markdown, streaming }: { markdown: string; streaming?: boolean }) {
  return (
    <div
      className="tool-markdown"
      data-testid="tool-output"
      aria-live="polite"
      aria-busy={streaming ? 'true' : 'false'}
    >
      <Markdown remarkPlugins={[remarkGfm]}>{markdown}</Markdown>
      {streaming && <span className="tool-markdown-caret" aria-hidden="true" />}
    </div>
  );
}
