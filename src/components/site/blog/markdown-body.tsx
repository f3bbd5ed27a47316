import { mediaLink } from '@/lib/media-links';
import { PlayerCard } from '@/components/site/talent/player-card';

/** An embed card as src/server/markdown.ts writes it: a figure holding the plain link. */
const EMBED_CARD = /<figure data-embed-card="[a-z-]+"><a href="([^"]*)"[^>]*>([\s\S]*?)<\/a><\/figure>\n?/g;

const unescape = (value: string) =>
  value.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  );

/**
 * The body's parts: HTML, and embed cards whose player the page may load (decision 155). The
 * player is rebuilt from the card's link by mediaLink (known platforms, PLAYER_ORIGINS only),
 * never read from the stored text; a card it does not know stays HTML (a plain link).
 */
function partsOf(html: string) {
  const parts: ({ html: string } | { card: NonNullable<ReturnType<typeof playerOf>>; label: string })[] = [];
  let at = 0;
  for (const match of html.matchAll(EMBED_CARD)) {
    const card = playerOf(unescape(match[1]!));
    if (!card) continue;
    parts.push({ html: html.slice(at, match.index) }, { card, label: unescape(match[2]!.replace(/<[^>]*>/g, '')) });
    at = match.index + match[0].length;
  }
  parts.push({ html: html.slice(at) });
  return parts.filter((part) => !('html' in part) || part.html.trim());
}

function playerOf(href: string) {
  const link = mediaLink(href);
  return link?.embed && link.platform ? { ...link, embed: link.embed, platform: link.platform } : null;
}

/**
 * HTML produced by renderMarkdown() (server-side, sanitized: src/server/markdown.ts), styled.
 * Never pass anything else here. `players`: the page's CSP allows the players' frames
 * (next.config.mjs), so embed cards are drawn as the click-to-load facade; elsewhere they stay
 * plain links.
 */
export function MarkdownBody({
  html,
  className = '',
  players = false,
}: {
  html: string;
  className?: string;
  players?: boolean;
}) {
  const parts = players ? partsOf(html) : [{ html }];
  return (
    <div
      className={`text-muted leading-relaxed [&_a]:text-gold [&_a]:underline [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-gold [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-clay-2 [&_code]:px-1 [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:text-sand [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-sand [&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-sand [&_h5]:mt-4 [&_h5]:font-semibold [&_h5]:text-sand [&_h6]:mt-4 [&_h6]:font-semibold [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figure]:mt-6 [&_figure_img]:mt-0 [&_img]:mt-6 [&_img]:rounded-xl [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_strong]:text-sand [&_table]:mt-6 [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      {...(parts.length === 1 && 'html' in parts[0]!
        ? { dangerouslySetInnerHTML: { __html: parts[0].html } }
        : {
            children: parts.map((part, index) =>
              'html' in part ? (
                <div key={index} className="contents" dangerouslySetInnerHTML={{ __html: part.html }} />
              ) : (
                <figure key={index} data-embed-card={part.card.platform.id} className="mt-6">
                  <PlayerCard link={part.card} title={part.label} caption={part.label} />
                </figure>
              ),
            ),
          })}
    />
  );
}
