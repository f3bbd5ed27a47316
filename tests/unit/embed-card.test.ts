import { MarkdownManager } from '@tiptap/markdown';
import { describe, expect, it } from 'vitest';
import { embedCardMarkdown, embedOf } from '@/lib/rich-text/embed-card-format';
import { richTextExtensions } from '@/lib/rich-text/extensions';
import { renderMarkdown } from '@/server/markdown';

// Embed cards in long text (docs/decisions/155-one-client-list-and-embed-cards.md): stored as a
// Markdown link titled "embed", alone in its paragraph; the editor reads and writes it as a card,
// the server renders it as a figure the post page turns into the click-to-load facade.
const manager = new MarkdownManager({ extensions: richTextExtensions() });
const roundTrip = (markdown: string) => manager.serialize(manager.parse(markdown));
const VIDEO = 'https://www.youtube.com/watch?v=aBcDeFgHiJk';

describe('an embed card', () => {
  it('comes back from the visual editor as it was, between paragraphs, and the editor reads it as a card', () => {
    const markdown = ['Before the show.', `[Play on YouTube](${VIDEO} "embed")`, 'After the show.'].join('\n\n');
    expect(roundTrip(markdown)).toBe(markdown);
    expect(manager.parse(markdown).content?.[1]).toMatchObject({
      type: 'embedCard',
      attrs: { href: VIDEO, label: 'Play on YouTube' },
    });
    // The editor's own card writes the same text, its label escaped.
    const doc = { type: 'doc', content: [{ type: 'embedCard', attrs: { href: VIDEO, label: 'Watch [live]' } }] };
    expect(manager.serialize(doc)).toBe(`[Watch \\[live\\]](${VIDEO} "embed")`);
    expect(manager.parse(manager.serialize(doc)).content?.[0]?.attrs).toEqual({ href: VIDEO, label: 'Watch [live]' });
  });

  it('renders as a figure holding the plain link, which is what a visitor without JavaScript follows', () => {
    expect(renderMarkdown(`[Play on YouTube](${VIDEO} "embed")`)).toBe(
      `<figure data-embed-card="youtube"><a href="https://www.youtube.com/watch?v=aBcDeFgHiJk" rel="noopener noreferrer nofollow" target="_blank">Play on YouTube</a></figure>\n`,
    );
    expect(
      renderMarkdown(
        embedCardMarkdown({ href: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', label: 'Play on Spotify' }),
      ),
    ).toContain('<figure data-embed-card="spotify">');
  });

  it('is a plain link on an unknown host, without a player, or among other text', () => {
    expect(renderMarkdown('[Play](https://evil.example/video "embed")')).toBe(
      '<p><a href="https://evil.example/video" rel="noopener noreferrer nofollow" target="_blank">Play</a></p>\n',
    );
    expect(renderMarkdown('[Our channel](https://www.youtube.com/@ngoma "embed")')).toMatch(/^<p><a /);
    expect(renderMarkdown(`Watch [this](${VIDEO} "embed") now`)).toMatch(/^<p>Watch <a /);
    // Raw HTML cannot make a player: the mark is kept, but the page rebuilds the player from the link.
    expect(
      renderMarkdown(
        '<figure data-embed-card="youtube" onclick="x()"><iframe src="https://evil.example"></iframe></figure>',
      ),
    ).toBe('<figure data-embed-card="youtube"></figure>');
  });

  it('is refused in the editor for an unknown host, a link with no player or no https address', () => {
    expect(embedOf(VIDEO)).toMatchObject({
      link: { embed: 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJk?autoplay=1', label: 'YouTube' },
    });
    expect(embedOf('https://evil.example/video')).toEqual({
      problem: expect.stringMatching(/^Embeds from evil\.example are not accepted; use YouTube, Spotify, /),
    });
    expect(embedOf('https://www.youtube.com/@ngoma')).toEqual({
      problem: 'This YouTube address has no player: paste a video, track, album or playlist address.',
    });
    expect(embedOf('http://www.youtube.com/watch?v=aBcDeFgHiJk')).toHaveProperty('problem');
    expect(embedOf('javascript:alert(1)')).toHaveProperty('problem');
  });
});
