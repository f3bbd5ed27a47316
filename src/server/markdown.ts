import 'server-only';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown to safe HTML, on the server. Raw HTML in the source goes through the sanitizer's
 * allow-list: tags outside it are dropped (script, style and iframe with their contents), no event
 * handlers or style attributes, only http(s)/mailto/tel or relative links and http(s) or relative
 * images (no javascript:, data: or vbscript:). Tested in tests/integration/markdown.test.ts.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false }) as string;
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'a',
      'ul',
      'ol',
      'li',
      'blockquote',
      'strong',
      'em',
      'code',
      'pre',
      'hr',
      'br',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'del',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        // target and rel are ours to set: a writer's target="_blank" rel="opener" would hand the
        // new tab a handle on this page.
        const { target: _target, rel: _rel, ...rest } = attribs;
        const external = /^https?:\/\//i.test(rest.href?.trim() ?? '');
        return {
          tagName,
          attribs: external ? { ...rest, rel: 'noopener noreferrer nofollow', target: '_blank' } : rest,
        };
      },
    },
  });
}

/** Minutes to read, at 220 words a minute. */
export function readingTime(markdown: string) {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
