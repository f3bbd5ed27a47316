import { MarkdownManager } from '@tiptap/markdown';
import { describe, expect, it } from 'vitest';
import { richTextExtensions } from '@/lib/rich-text/extensions';
import { demoBlogPosts, demoJobPostings } from '@/server/db/seed-data';
import { renderMarkdown } from '@/server/markdown';

// The visual editor stores Markdown (docs/decisions/136-visual-editor-for-long-text.md): what it
// writes must be what the server renders, through the one renderer and sanitizer, and the text it
// opens must come back as it was. The editor's document model is the one the admin loads.
const manager = new MarkdownManager({ extensions: richTextExtensions() });
const roundTrip = (markdown: string) => manager.serialize(manager.parse(markdown));

describe('the visual editor’s Markdown', () => {
  it('keeps a heading, lists, a quote, a link to our page and an image card, and the page renders them', () => {
    const markdown = [
      '## Our approach',
      'Read [our guide](/blog/the-rise-of-amapiano-in-the-us-market) and **book** *early*.',
      '- one\n- two',
      '1. first\n2. second',
      '> Culture first, always.',
      '![An amber square](/uploads/0123456789abcdef0123456789abcdef.png "Our colour, on stage")',
    ].join('\n\n');
    expect(roundTrip(markdown)).toBe(markdown);
    expect(renderMarkdown(roundTrip(markdown))).toBe(
      [
        '<h2>Our approach</h2>',
        '<p>Read <a href="/blog/the-rise-of-amapiano-in-the-us-market">our guide</a> and <strong>book</strong> <em>early</em>.</p>',
        '<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
        '<ol>\n<li>first</li>\n<li>second</li>\n</ol>',
        '<blockquote>\n<p>Culture first, always.</p>\n</blockquote>',
        '<figure><img src="/uploads/0123456789abcdef0123456789abcdef.png" alt="An amber square" /><figcaption>Our colour, on stage</figcaption></figure>\n',
      ].join('\n'),
    );
  });

  it('writes an image card’s alt text and caption so that brackets and quotes cannot end them', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'image',
          attrs: { src: '/uploads/a b.png', alt: 'A [bracketed] "name"', title: 'She said "yes" \\o/' },
        },
      ],
    };
    const markdown = manager.serialize(doc);
    expect(markdown).toBe('![A \\[bracketed\\] "name"](/uploads/a%20b.png "She said \\"yes\\" \\\\o/")');
    expect(renderMarkdown(markdown)).toBe(
      '<figure><img src="/uploads/a%20b.png" alt="A [bracketed] &quot;name&quot;" /><figcaption>She said "yes" \\o/</figcaption></figure>\n',
    );
    expect(manager.parse(markdown).content?.[0]).toMatchObject({
      type: 'image',
      attrs: { alt: 'A [bracketed] "name"', title: 'She said "yes" \\o/' },
    });
  });

  it('an image without a caption, or inside a sentence, renders as before', () => {
    expect(renderMarkdown('![A logo](/uploads/x.png)')).toBe('<p><img src="/uploads/x.png" alt="A logo" /></p>\n');
    expect(renderMarkdown('See ![A logo](/uploads/x.png "t") here')).toBe(
      '<p>See <img src="/uploads/x.png" alt="A logo" title="t" /> here</p>\n',
    );
  });

  it('a caption cannot carry markup: the renderer escapes it and the sanitizer sees a figure', () => {
    const html = renderMarkdown('![x](/a.png "<script>alert(1)</script><img src=x onerror=alert(1)>")');
    expect(html).not.toMatch(/<script|<img src=x|<img src="x"/);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain('<figcaption>&lt;script&gt;');
  });

  it('every seed post and job description renders the same after a trip through the editor', () => {
    for (const text of [
      ...demoBlogPosts.map((post) => post.content),
      ...demoJobPostings.map((job) => job.description),
    ]) {
      expect(renderMarkdown(roundTrip(text))).toBe(renderMarkdown(text));
    }
  });
});
