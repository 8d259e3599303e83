// Markdown (with GFM tables) to an mdast tree: the one parser behind exports and readability.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Root, Nodes } from 'mdast';

export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** The plain text of a node (inline content joined, no markup). */
export function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if (node.type === 'break') return '\n';
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('');
  return '';
}
