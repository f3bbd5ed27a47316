import { mediaLink, PLATFORM_NAMES, type MediaLink } from '@/lib/media-links';

/*
 * An embed card in long text (docs/decisions/155-one-client-list-and-embed-cards.md): a link to a
 * known platform's video, track or playlist, alone in its paragraph, with the title `embed`:
 *
 *     [Play on YouTube](https://www.youtube.com/watch?v=aBcDeFgHiJk "embed")
 *
 * Still Markdown (decision 136): any renderer shows it as a plain link, the Markdown mode and the
 * text area without JavaScript edit it as text. Our renderer (src/server/markdown.ts) makes it a
 * figure holding that link; a post page turns the figure into the talent profiles' click-to-load
 * facade (decision 145), whose player is built from the link by src/lib/media-links.ts, never taken
 * from the stored text. Client-safe.
 */

/** The link title that marks an embed card. */
export const EMBED_TITLE = 'embed';

/** The player of a pasted address, or why it cannot be an embed card (shown in the editor). */
export function embedOf(address: string): { link: MediaLink & { embed: string } } | { problem: string } {
  const link = mediaLink(address);
  if (!link) return { problem: 'Paste an https:// address, such as https://www.youtube.com/watch?v=…' };
  if (!link.platform) {
    const known = `${PLATFORM_NAMES.slice(0, -1).join(', ')} or ${PLATFORM_NAMES.at(-1)}`;
    return { problem: `Embeds from ${new URL(link.href).hostname} are not accepted; use ${known}.` };
  }
  if (!link.embed)
    return { problem: `This ${link.label} address has no player: paste a video, track, album or playlist address.` };
  return { link: { ...link, embed: link.embed } };
}

/** What the card's link says: the same words the facade's poster shows. */
export const embedLabel = (link: Pick<MediaLink, 'label'>) => `Play on ${link.label}`;

/** The card as Markdown, escaped so that brackets in the label or spaces in the address cannot end it. */
export function embedCardMarkdown(attrs: { href?: string | null; label?: string | null }) {
  const label = String(attrs.label ?? '')
    .replace(/[\r\n]+/g, ' ')
    .replace(/([\\[\]])/g, '\\$1')
    .trim();
  const href = String(attrs.href ?? '').replace(/[\s()<>]/g, encodeURIComponent);
  return `[${label || 'Play'}](${href} "${EMBED_TITLE}")`;
}
