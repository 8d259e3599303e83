// Markdown (with GFM tables) to an mdast tree: the one parser behind exports and readability.
// The parser is loaded on first use (dynamic imports stay lazy in the server bundle too).
import type { Root, Nodes } from 'mdast';

let parser: Promise<(markdown: string) => Root> | undefined;

export function parseMarkdown(markdown: string): Promise<Root> {
  parser ??= Promise.all([
    import('mdast-util-from-markdown'),
    import('mdast-util-gfm'),
    import('micromark-extension-gfm'),
  ]).then(
    ([{ fromMarkdown }, { gfmFromMarkdown }, { gfm }]) =>
      (md: string) =>
        fromMarkdown(md, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }),
  );
  return parser.then((parse) => parse(markdown));
}

/** The plain text of a node (inline content joined, no markup). */
export function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if (node.type === 'break') return '\n';
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('');
  return '';
}
