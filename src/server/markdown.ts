import 'server-only';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { EMBED_TITLE } from '@/lib/rich-text/embed-card-format';
import { mediaLink } from '@/lib/media-links';
import { logError } from './log';

/*
 * Markdown to safe HTML, on the server, with markdown-it (chosen by benchmark over marked and
 * micromark: linear time on every pathological input we tried; docs/decisions/068-markdown-renderer.md,
 * scripts/bench/markdown.mjs).
 *
 * What may be saved (markdownProblem) is decided on the text itself, never by timing a render: a
 * timing depends on what else the machine is doing (docs/decisions/121-node-24-and-test-budget.md).
 * markdown-it's time is linear in the text and in the elements it produces, so three bounds bound a render:
 * - Length: at most MAX_MARKDOWN_LENGTH characters.
 * - Depth: markdown-it stops descending at `maxNesting`, so 2,000 `>` cannot overflow the stack;
 *   content that reaches the bound is refused, so nothing an admin saves is silently cut short.
 * - Elements: at most MAX_MARKUP_ELEMENTS parsed tokens. Short text can expand to many
 *   (20 KB of table header is 200,000 cells; `*a` × 50,000 is 100,000 emphasis markers).
 *
 * - Public rendering cannot fail: renderMarkdownSafely() falls back to escaped plain text, so one bad
 *   row (saved before these rules) cannot answer 500 for a post page, /careers or the feed.
 * - Raw HTML in the source goes through the sanitizer's allow-list: tags outside it are dropped
 *   (script, style and iframe with their contents), no event handlers or style attributes, only
 *   http(s)/mailto/tel or relative links and http(s) or relative images (no javascript:, data: or
 *   vbscript:). Tested in tests/integration/markdown.test.ts.
 */

/** Longest Markdown a field may hold (a blog post's body; a job description allows less). */
export const MAX_MARKDOWN_LENGTH = 100_000;
/** How deep blocks and inline markup may nest (a list in a quote in a list… counts each level). */
export const MAX_NESTING = 20;
/**
 * Most parsed elements (block and inline tokens) a text may have: a 100 KB post with a heading, a
 * table, a list and a code sample every 400 words has about 17,000.
 */
export const MAX_MARKUP_ELEMENTS = 30_000;

const parser = new MarkdownIt({
  html: true,
  linkify: true,
  typographer: false,
  breaks: false,
  maxNesting: MAX_NESTING,
});
// markdown-it would print a javascript: link as literal text; we let every link through as a link
// and leave the decision to the sanitizer below, the single place that judges URLs.
parser.validateLink = () => true;

/*
 * An image card (the visual editor's, docs/decisions/136-visual-editor-for-long-text.md): an image
 * with a title standing alone in its paragraph, `![alt](src "caption")`, is a figure whose title is
 * its visible caption. An image without a title, or among other text, stays as it was.
 */
parser.core.ruler.push('image_card', (state) => {
  const { tokens } = state;
  for (let i = 0; i + 2 < tokens.length; i++) {
    const [open, inline, close] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
    if (open.type !== 'paragraph_open' || inline.type !== 'inline' || close.type !== 'paragraph_close') continue;
    const children = inline.children ?? [];
    const image = children.length === 1 ? children[0]! : null;
    const caption = image?.type === 'image' ? String(image.attrGet('title') ?? '').trim() : '';
    if (!image || !caption) continue;
    open.tag = close.tag = 'figure';
    image.attrs = (image.attrs ?? []).filter(([name]) => name !== 'title');
    const figcaption = new state.Token('html_inline', '', 0);
    figcaption.content = `<figcaption>${state.md.utils.escapeHtml(caption)}</figcaption>`;
    children.push(figcaption);
  }
});

/*
 * An embed card (docs/decisions/155-one-client-list-and-embed-cards.md): a link titled `embed` to a
 * known platform's player, alone in its paragraph, `[Play on YouTube](https://youtu.be/… "embed")`,
 * is a figure holding that link, marked `data-embed-card` with its platform. The page that allows
 * players draws it as the click-to-load facade (src/components/site/blog/markdown-body.tsx);
 * elsewhere (the feed, /careers) it stays a plain link. A link on an unknown host, or one with no
 * player, is a plain link in its paragraph.
 */
parser.core.ruler.push('embed_card', (state) => {
  const { tokens } = state;
  for (let i = 0; i + 2 < tokens.length; i++) {
    const [open, inline, close] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
    if (open.type !== 'paragraph_open' || inline.type !== 'inline' || close.type !== 'paragraph_close') continue;
    const children = inline.children ?? [];
    const [start, , end] = children;
    if (children.length !== 3 || start?.type !== 'link_open' || end?.type !== 'link_close') continue;
    if (start.attrGet('title') !== EMBED_TITLE) continue;
    start.attrs = (start.attrs ?? []).filter(([name]) => name !== 'title');
    const link = mediaLink(String(start.attrGet('href') ?? ''));
    if (!link?.embed || !link.platform) continue;
    open.tag = close.tag = 'figure';
    open.attrSet('data-embed-card', link.platform.id);
  }
});

/**
 * Where the writer's top heading lands. A blog post body sits under the page's h1, so `#` and `##`
 * become h2; a job description sits under the job title's h3 on /careers, so they become h4.
 * Deeper headings keep their distance from the top one, capped at h6.
 */
export type HeadingTop = 2 | 4;

function headingLevel(level: number, top: HeadingTop) {
  return Math.min(6, Math.max(top, level + top - 2));
}

const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

function sanitizerOptions(top: HeadingTop): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      ...headingTags.slice(top - 1),
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
      'figure',
      'figcaption',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'del',
      's',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      // An embed card's mark; the facade rebuilds the player from the link, never from this value.
      figure: ['data-embed-card'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    transformTags: {
      // Raw HTML headings as well as Markdown ones, so `<h2>` in a job description is demoted too.
      ...Object.fromEntries(headingTags.map((tag, i) => [tag, `h${headingLevel(i + 1, top)}`])),
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
  };
}

const sanitizers = { 2: sanitizerOptions(2), 4: sanitizerOptions(4) } as const;

export type RenderOptions = { headingTop?: HeadingTop };

/** Markdown to sanitized HTML. Throws only if the parser does; public pages use renderMarkdownSafely. */
export function renderMarkdown(markdown: string, { headingTop = 2 }: RenderOptions = {}): string {
  return sanitizeHtml(parser.render(markdown), sanitizers[headingTop]);
}

/** For public pages: the rendered HTML, or the source as escaped paragraphs if rendering fails. */
export function renderMarkdownSafely(markdown: string, options: RenderOptions = {}): string {
  try {
    return renderMarkdown(markdown, options);
  } catch (error) {
    logError('markdown.render_failed', error);
    return plainTextHtml(markdown);
  }
}

function plainTextHtml(source: string) {
  const text = String(source);
  const escape = (s: string) =>
    s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
  return text
    .split(/\n\s*\n/)
    .filter((block) => block.trim())
    .map((block) => `<p>${escape(block.trim())}</p>`)
    .join('\n');
}

/** The deepest nesting level in the parsed document (inline markup included), and how many elements it has. */
function measure(markdown: string) {
  let depth = 0;
  let elements = 0;
  for (const token of parser.parse(markdown, {})) {
    elements += 1 + (token.children?.length ?? 0);
    depth = Math.max(depth, token.level);
    for (const child of token.children ?? []) depth = Math.max(depth, token.level + child.level);
  }
  return { depth, elements };
}

/**
 * Why this Markdown may not be saved, or null if it may: longer than MAX_MARKDOWN_LENGTH, nested
 * deeper than the renderer follows, or more elements than MAX_MARKUP_ELEMENTS. The same text always
 * gets the same answer, however busy the machine.
 */
export function markdownProblem(markdown: string): string | null {
  if (markdown.length > MAX_MARKDOWN_LENGTH) {
    return `This text is too long to display: at most ${MAX_MARKDOWN_LENGTH.toLocaleString('en')} characters.`;
  }
  try {
    const { depth, elements } = measure(markdown);
    if (depth >= MAX_NESTING - 1) {
      return 'This text nests quotes or lists too deeply to display: use fewer levels.';
    }
    if (elements > MAX_MARKUP_ELEMENTS) {
      return 'This text has too much formatting to display: remove long runs of symbols such as *, _, [ or |, or split it.';
    }
    return null;
  } catch {
    return 'This text cannot be displayed: check its Markdown formatting.';
  }
}

/** Minutes to read, at 220 words a minute. */
export function readingTime(markdown: string) {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
