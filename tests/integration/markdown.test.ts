import { describe, expect, it } from 'vitest';
import { readingTime, renderMarkdown } from '@/server/markdown';

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
    const html = renderMarkdown('# Title\n\nSome **bold** text with [a link](https://example.org) and [a page](/talent).\n\n- one\n- two');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">a link</a>');
    expect(html).toContain('<a href="/talent">a page</a>');
    expect(html).toContain('<li>one</li>');
  });

  it('drops script tags and their contents', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> world\n\n<script src="https://evil.example/x.js"></script>');
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

describe('readingTime', () => {
  it('counts about 220 words a minute, at least one', () => {
    expect(readingTime('word')).toBe(1);
    expect(readingTime(Array.from({ length: 1100 }, () => 'w').join(' '))).toBe(5);
  });
});
