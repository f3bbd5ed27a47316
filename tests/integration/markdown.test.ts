import { describe, expect, it, vi } from 'vitest';
import {
  MAX_MARKDOWN_LENGTH,
  markdownProblem,
  readingTime,
  renderMarkdown,
  renderMarkdownSafely,
} from '@/server/markdown';
import { benchmarkCases } from '../../scripts/bench/markdown.mjs';

/** Everything that could run script or load something unexpected, in any form. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/<object|<embed|<form|<input|<style|<svg|<math|<base|<meta|<link/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*"?\s*(javascript|data|vbscript):/i);
  expect(html).not.toMatch(/style\s*=/i);
}

describe('renderMarkdown', () => {
  it('renders ordinary Markdown', () => {
    const html = renderMarkdown(
      '# Title\n\nSome **bold** text with [a link](https://example.org) and [a page](/talent).\n\n- one\n- two',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain(
      '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">a link</a>',
    );
    expect(html).toContain('<a href="/talent">a page</a>');
    expect(html).toContain('<li>one</li>');
  });

  it('drops script tags and their contents', () => {
    const html = renderMarkdown(
      'Hello <script>alert(1)</script> world\n\n<script src="https://evil.example/x.js"></script>',
    );
    expectInert(html);
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('Hello');
  });

  it('removes event handler attributes', () => {
    const html = renderMarkdown(
      '<img src="/x.png" onerror="alert(1)">\n\n<a href="/ok" onclick="alert(1)" onmouseover=alert(1)>hi</a>\n\n<p onload="x()">p</p>',
    );
    expectInert(html);
    expect(html).not.toContain('alert');
  });

  it('neutralises javascript:, data: and vbscript: links and images, however they are spelled', () => {
    const html = renderMarkdown(
      [
        '[click](javascript:alert(1))',
        '[click2](JaVaScRiPt:alert(1))',
        '[click3](  javascript:alert(1))',
        '[click4](java&#x09;script:alert(1))',
        '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
        '![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
        '![img2](javascript:alert(1))',
        '<a href="javascript:alert(1)">raw</a>',
        '<a href="vbscript:msgbox(1)">vb</a>',
        '<a href="&#106;avascript:alert(1)">entity</a>',
        '[ref][r]\n\n[r]: javascript:alert(1)',
        '<https://ok.example/path>',
      ].join('\n\n'),
    );
    expectInert(html);
    expect(html).not.toMatch(/javascript|vbscript|data:/i);
    expect(html).toContain('href="https://ok.example/path"');
  });

  it('drops raw iframes, objects, forms, styles and SVG', () => {
    const html = renderMarkdown(
      [
        '<iframe src="https://evil.example"></iframe>',
        '<object data="x.swf"></object><embed src="x.swf">',
        '<form action="https://evil.example"><input name="a"><button>Go</button></form>',
        '<style>body{display:none}</style>',
        '<div style="position:fixed;inset:0">overlay</div>',
        '<svg><script>alert(1)</script></svg>',
        '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
        '<meta http-equiv="refresh" content="0;url=https://evil.example">',
        '<base href="https://evil.example/">',
      ].join('\n\n'),
    );
    expectInert(html);
    expect(html).not.toContain('evil.example');
  });

  it('does not let a visitor-set target or rel through on internal links', () => {
    const html = renderMarkdown('<a href="/contact" target="_blank" rel="opener">contact</a>');
    expect(html.trim()).toBe('<p><a href="/contact">contact</a></p>');
  });

  it('keeps code samples as text', () => {
    const html = renderMarkdown('```html\n<script>alert(1)</script>\n```');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expectInert(html);
  });
});

/** The fastest of a few renders, in ms: what the content costs, without a neighbour's CPU spike. */
function renderTime(markdown: string, runs = 3) {
  let fastest = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    renderMarkdown(markdown);
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}

const [ordinaryPost, longPost] = benchmarkCases().map(([, source]) => source) as [string, string];
const REFUSALS = /too long to display|too deeply|too much formatting/;

describe('pathological Markdown', () => {
  // The benchmark's inputs (scripts/bench/markdown.mjs): runs of emphasis and link delimiters,
  // 2,000 and 50,000 `>`, 2,000 nested lists, huge tables, a realistic 100 KB post…
  it.each(benchmarkCases())(
    '%s: refused at save time, or no slower to render than an ordinary post of the same length',
    (_label, source) => {
      const problem = markdownProblem(source);
      if (problem !== null) {
        expect(problem).toMatch(REFUSALS);
        return;
      }
      // A ratio to a post of the same length measured alongside, so machine load cancels out; a
      // renderer that is super-linear on this input would be tens of times slower (marked: > 15 s).
      // Dense inputs ("_a" × 50k: a node every two bytes) take ~4× an ordinary post by themselves,
      // so the bound is 8×: it failed at 4× on a loaded machine (206 ms against 4 × 47 + 50).
      const sameLength = longPost.slice(0, source.length);
      expect(renderTime(source)).toBeLessThanOrEqual(8 * renderTime(sameLength) + 50);
    },
    60_000,
  );

  it('decides on the text alone: the same answer however slow the machine is', () => {
    // Every clock reading a second after the last: a render "takes" a second.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 1_000));
    try {
      expect(markdownProblem(longPost)).toBeNull();
      expect(markdownProblem('_a'.repeat(50_000))).toBeNull();
      expect(markdownProblem('*a'.repeat(50_000))).toMatch(/too much formatting/);
    } finally {
      clock.mockRestore();
    }
  });

  it('accepts ordinary and long posts, up to the length limit', () => {
    expect(markdownProblem(ordinaryPost)).toBeNull();
    expect(markdownProblem(longPost)).toBeNull();
    expect(longPost.length).toBe(MAX_MARKDOWN_LENGTH);
    expect(markdownProblem(longPost + 'x')).toBe('This text is too long to display: at most 100,000 characters.');
  });

  it('refuses text that expands to too many elements, and accepts long runs that do not', () => {
    for (const expanding of [
      '*a'.repeat(50_000),
      '**a'.repeat(33_000),
      ['|a'.repeat(5_000), '|-'.repeat(5_000), '|x'].join('\n'), // 20 KB of table header
    ]) {
      expect(markdownProblem(expanding)).toBe(
        'This text has too much formatting to display: remove long runs of symbols such as *, _, [ or |, or split it.',
      );
    }
    // Intra-word underscores are plain text: one paragraph, rendered as written.
    expect(markdownProblem('_a'.repeat(50_000))).toBeNull();
    expect(renderMarkdown('_a'.repeat(50_000))).toBe(`<p>${'_a'.repeat(50_000)}</p>\n`);
  });

  it('refuses quotes and lists nested deeper than the renderer follows, and renders them without overflowing the stack', () => {
    for (const deep of [
      '>'.repeat(2_000),
      '> '.repeat(2_000) + 'text',
      Array.from({ length: 2_000 }, (_, i) => '  '.repeat(i) + '- item')
        .join('\n')
        .slice(0, MAX_MARKDOWN_LENGTH),
    ]) {
      expect(markdownProblem(deep)).toMatch(/nests quotes or lists too deeply/);
      expect(() => renderMarkdown(deep)).not.toThrow();
    }
    expect(() => renderMarkdown('>'.repeat(50_000))).not.toThrow();
    // Ordinary nesting is fine: a quote holding a three-level list.
    expect(markdownProblem('> - one\n>   - two\n>     - three\n\n> > a reply')).toBeNull();
  });

  it('shows the text as written, escaped, if rendering ever fails', () => {
    // Not a string: the parser throws, which stands in for any rendering failure.
    expect(renderMarkdownSafely({ toString: () => '<b>x</b>\n\ny' } as unknown as string)).toBe(
      '<p>&lt;b&gt;x&lt;/b&gt;</p>\n<p>y</p>',
    );
  });
});

describe('heading levels', () => {
  it('starts a blog post body at h2, under the page title', () => {
    expect(renderMarkdown('# One\n\n## Two\n\n### Three\n\n###### Six')).toBe(
      '<h2>One</h2>\n<h2>Two</h2>\n<h3>Three</h3>\n<h6>Six</h6>\n',
    );
  });

  it('starts a job description at h4, under the job title h3 on /careers (Markdown and raw HTML alike)', () => {
    const html = renderMarkdown('# Role\n\n## Responsibilities\n\n### Daily\n\n#### Detail\n\n<h2>Raw</h2>', {
      headingTop: 4,
    });
    expect(html).toBe('<h4>Role</h4>\n<h4>Responsibilities</h4>\n<h5>Daily</h5>\n<h6>Detail</h6>\n<h4>Raw</h4>');
  });
});

describe('readingTime', () => {
  it('counts about 220 words a minute, at least one', () => {
    expect(readingTime('word')).toBe(1);
    expect(readingTime(Array.from({ length: 1100 }, () => 'w').join(' '))).toBe(5);
  });
});
