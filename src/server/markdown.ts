import 'server-only';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/*
 * Markdown to safe HTML, on the server, with markdown-it (chosen by benchmark over marked and
 * micromark: linear time on every pathological input we tried; docs/decisions/068-markdown-renderer.md,
 * scripts/bench/markdown.mjs).
 *
 * - Depth is bounded: markdown-it stops descending at `maxNesting`, so 2,000 `>` cannot overflow the
 *   stack. Content that reaches the bound is refused at save time (markdownProblem), so nothing an
 *   admin saves is silently cut short.
 * - Time is bounded: saving measures the render and refuses content slower than three quarters of RENDER_BUDGET_MS.
 * - Public rendering cannot fail: renderMarkdownSafely() falls back to escaped plain text, so one bad
 *   row (saved before these rules) cannot answer 500 for a post page, /careers or the feed.
 * - Raw HTML in the source goes through the sanitizer's allow-list: tags outside it are dropped
 *   (script, style and iframe with their contents), no event handlers or style attributes, only
 *   http(s)/mailto/tel or relative links and http(s) or relative images (no javascript:, data: or
 *   vbscript:). Tested in tests/integration/markdown.test.ts.
 */

/** How deep blocks and inline markup may nest (a list in a quote in a list… counts each level). */
export const MAX_NESTING = 20;
/** Longest a render (Markdown and sanitizer) of saved content may take. */
export const RENDER_BUDGET_MS = 200;
/**
 * What saving allows: three quarters of the budget. A render timed once varies with what else the
 * machine does (one CI run timed 231 ms for content the save had just measured under 200), so the
 * save keeps a margin that makes "saved, therefore renders within RENDER_BUDGET_MS" hold on a re-render.
 */
const SAVE_BUDGET_MS = RENDER_BUDGET_MS * 0.75;

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
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'del',
      's',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title', 'width', 'height'] },
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
    console.error('[markdown] rendering failed; showing the text as written:', (error as Error).message);
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

/** The deepest nesting level in the parsed document, inline markup included. */
function nestingDepth(markdown: string) {
  let depth = 0;
  for (const token of parser.parse(markdown, {})) {
    depth = Math.max(depth, token.level);
    for (const child of token.children ?? []) depth = Math.max(depth, token.level + child.level);
  }
  return depth;
}

/**
 * Why this Markdown may not be saved, or null if it may: nested deeper than the renderer follows,
 * or slower to render than the budget (measured; a second try absorbs a garbage-collection pause).
 */
export function markdownProblem(markdown: string): string | null {
  try {
    if (nestingDepth(markdown) >= MAX_NESTING - 1) {
      return 'This text nests quotes or lists too deeply to display: use fewer levels.';
    }
    let fastest = Infinity;
    for (let attempt = 0; attempt < 2 && fastest > SAVE_BUDGET_MS; attempt++) {
      const start = performance.now();
      renderMarkdown(markdown);
      fastest = Math.min(fastest, performance.now() - start);
      if (fastest > RENDER_BUDGET_MS * 3) break; // far over: no point measuring again
    }
    if (fastest > SAVE_BUDGET_MS) {
      return 'This text takes too long to display: remove long runs of symbols such as *, _, [ or |, or split it.';
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
