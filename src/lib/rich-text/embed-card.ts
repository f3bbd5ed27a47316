import { Node } from '@tiptap/core';
import { embedCardMarkdown } from './embed-card-format';

/* The visual editor's embed card (docs/decisions/155-one-client-list-and-embed-cards.md; the format: ./embed-card-format.ts). */

/** A card's line: the whole block, followed by a blank line or the end. */
const CARD_LINE = /^ {0,3}\[((?:\\.|[^\\\]\n])*)\]\((https:\/\/[^\s()<>]+) "embed"\)[ \t]*(?:\n[ \t]*(?:\n|$)|\n?$)/;

/**
 * The editor's embed card: a block holding the link (the editor shows the link and the player's
 * platform; nothing is loaded from it). Read from and written to the Markdown above.
 */
export const EmbedCard = Node.create({
  name: 'embedCard',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes: () => ({ href: { default: null }, label: { default: null } }),
  parseHTML: () => [
    {
      tag: 'figure[data-embed-card]',
      getAttrs: (element) => {
        const anchor = element.querySelector('a');
        return anchor ? { href: anchor.getAttribute('href'), label: anchor.textContent } : false;
      },
    },
  ],
  renderHTML: ({ node }) => [
    'figure',
    {
      'data-embed-card': '',
      'data-testid': 'embed-card',
      class: 'my-3 rounded-lg border border-stone-300 bg-stone-100 p-3 text-sm',
    },
    ['span', { class: 'mr-2 font-semibold text-stone-600' }, 'Embed'],
    ['a', { href: node.attrs.href }, node.attrs.label ?? 'Play'],
  ],
  markdownTokenizer: {
    name: 'embedCard',
    level: 'block',
    start: (src: string) => src.search(/^ {0,3}\[[^\n]*"embed"\)/m),
    tokenize: (src: string) => {
      const match = CARD_LINE.exec(src);
      if (!match) return undefined;
      return {
        type: 'embedCard',
        raw: match[0],
        label: match[1]!.replace(/\\([\\[\]])/g, '$1'),
        href: match[2]!,
      };
    },
  },
  parseMarkdown: (token, helpers) =>
    helpers.createNode('embedCard', { href: token.href as string, label: token.label as string }, []),
  renderMarkdown: (node) => embedCardMarkdown(node.attrs ?? {}),
});
