import type { AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Markdown } from '@tiptap/markdown';
import StarterKit from '@tiptap/starter-kit';
import { EmbedCard } from './embed-card';

/*
 * The visual editor's document model (Tiptap 3), shared by the admin editor and the round-trip
 * tests (tests/integration/rich-text.test.ts). Markdown stays the stored format
 * (docs/decisions/136-visual-editor-for-long-text.md): the editor parses the field's Markdown and
 * writes Markdown back; the server renders it through the one renderer and sanitizer
 * (src/server/markdown.ts). Only what Markdown can say is in the schema, so pasted Word or Google
 * Docs markup (styles, fonts, spans, colours, underline, tables) is dropped on paste.
 */

/** Escapes what would end a Markdown image's alt text (`]`) or title (`"`). */
function imageMarkdown(attrs: { src?: string | null; alt?: string | null; title?: string | null }) {
  const alt = String(attrs.alt ?? '')
    .replace(/[\r\n]+/g, ' ')
    .replace(/([\\[\]])/g, '\\$1');
  const src = String(attrs.src ?? '').replace(/[\s()<>]/g, encodeURIComponent);
  const title = String(attrs.title ?? '')
    .replace(/[\r\n]+/g, ' ')
    .replace(/(["\\])/g, '\\$1')
    .trim();
  return title ? `![${alt}](${src} "${title}")` : `![${alt}](${src})`;
}

/**
 * An image card: a block image with its alt text and caption (Markdown `![alt](src "caption")`,
 * which the server renders as a figure with a figcaption when the image stands alone).
 */
export const ImageCard = Image.extend({
  renderMarkdown: (node) => imageMarkdown(node.attrs ?? {}),
}).configure({ inline: false, allowBase64: false });

/**
 * The extensions of the visual editor. The editor passes its image card with a node view (`image`)
 * and its editor-only extensions (`extra`: the placeholder).
 */
export function richTextExtensions({
  image = ImageCard,
  extra = [],
}: { image?: AnyExtension; extra?: AnyExtension[] } = {}): AnyExtension[] {
  return [
    StarterKit.configure({
      // Markdown has no underline; Ctrl+U would make text the page cannot show.
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        // Our own pages are linked by path (/blog/…); the sanitizer judges every address again.
        protocols: ['mailto', 'tel'],
        HTMLAttributes: { rel: null, target: null },
      },
    }),
    image,
    // A known platform's player, loaded on the public page only after a click (decision 155).
    EmbedCard,
    ...extra,
    Markdown.configure({ indentation: { style: 'space', size: 2 } }),
  ];
}
