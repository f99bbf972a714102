import type { JiraBlock } from './jira-issue-plan';

/** An Atlassian Document Format node: what Jira Cloud's REST API v3 takes as rich text. */
export interface AdfNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: AdfNode[];
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
}

const textNode = (text: string): AdfNode => ({ type: 'text', text });
const paragraph = (content: AdfNode[]): AdfNode => ({ type: 'paragraph', content });

function adfBlock(block: JiraBlock): AdfNode {
  switch (block.kind) {
    case 'heading':
      return { type: 'heading', attrs: { level: 3 }, content: [textNode(block.text)] };
    case 'paragraph':
      return paragraph([textNode(block.text)]);
    case 'list':
      return { type: 'bulletList', content: block.items.map((item) => ({ type: 'listItem', content: [paragraph([textNode(item)])] })) };
    case 'link':
      return paragraph([{ type: 'text', text: block.text, marks: [{ type: 'link', attrs: { href: block.url } }] }]);
  }
}

/** Jira Cloud (v3): a document of typed nodes, so user text is never read as markup. */
export function toAdf(blocks: JiraBlock[]): AdfNode & { version: 1 } {
  // ADF refuses an empty text node; an empty paragraph has no content instead.
  const withoutEmptyText = (node: AdfNode): AdfNode =>
    node.content ? { ...node, content: node.content.filter((child) => child.type !== 'text' || child.text !== '').map(withoutEmptyText) } : node;
  return { version: 1, type: 'doc', content: blocks.map(adfBlock).map(withoutEmptyText) };
}

/**
 * Jira's wiki markup gives meaning to these characters at any position; a backslash makes each a
 * plain character. Without it a team's "*Priority*" or "{code}" would be rendered, not shown.
 */
const WIKI_SPECIAL = /[\\*_+\-^~|!#{}[\]?]/g;
export const escapeWikiText = (text: string): string => text.replace(WIKI_SPECIAL, (char) => `\\${char}`);

function wikiBlock(block: JiraBlock): string {
  switch (block.kind) {
    case 'heading':
      return `h3. ${escapeWikiText(block.text)}`;
    case 'paragraph':
      return escapeWikiText(block.text);
    case 'list':
      return block.items.map((item) => `* ${escapeWikiText(item)}`).join('\n');
    case 'link':
      // A link's address cannot hold a "|" or "]" without ending it; such addresses are dropped.
      return /[|\]\s]/.test(block.url) ? escapeWikiText(block.text) : `[${escapeWikiText(block.text)}|${block.url}]`;
  }
}

/** Jira Data Center (v2): wiki markup, with every character of user text escaped. */
export function toWikiText(blocks: JiraBlock[]): string {
  return blocks.map(wikiBlock).join('\n\n');
}
