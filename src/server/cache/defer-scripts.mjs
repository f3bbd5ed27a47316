// @ts-check
// Next.js's start-up scripts, requested after the page's first paint instead of beside the stylesheet.
//
// Every public page is complete server HTML: its text paints without JavaScript, and the ~145 KB of
// start-up scripts (React and the Next.js router, then hydration) only make it interactive. Next.js
// names them in <head> (`<script async>` and a preload), so a browser fetches them together with the
// stylesheet and runs each one as it arrives. On a fast link that is in the few tens of milliseconds
// between the first frame being painted and being shown, and Lighthouse's simulated LCP then counts
// them all as work the headline waited for: it "downloads" them over slow 4G before painting it
// (docs/decisions/112-start-up-scripts-after-first-paint.md). Here the page cache rewrites each HTML
// page it answers: the tags and their preload are taken out, and one small inline script requests
// the same scripts, in the same order, the bootstrap with its id, once the browser reports the
// first contentful paint. The page paints from the HTML, stylesheet and fonts alone, then hydrates as
// before. Where paint timing is unavailable, or the page is hidden, they are requested at once; if
// no paint is reported within 3 s, then.
//
// Only tags exactly as Next.js writes them are moved: `<script src="/_next/static/…js" async="">`
// (with an optional `id`) and their `<link rel="preload" as="script">`. Anything else (a `noModule`
// polyfill, an inline script, a third-party tag) is left where it is; HTML with none is unchanged.
//
// Fetching them early and only running them after the paint does not do: the first frame's tasks
// receive the downloads, so Lighthouse's graph still puts them before the paint (measured: LCP
// 2.35-2.59 s, against 1.2-1.6 s when they are requested after it).

const SCRIPT_TAG = /<script ([^<>]*)><\/script>/g;
const PRELOAD_TAG = /<link ([^<>]*)\/?>/g;
const ATTRIBUTE = /([a-zA-Z][a-zA-Z-]*)="([^"]*)"/g;
const STARTUP_SCRIPT = /^\/_next\/static\/[A-Za-z0-9._~\/-]+\.js$/;

/** The attributes of a tag written as `name="value"` pairs, or null when anything else is in it. @param {string} text */
function attributesOf(text) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  const rest = text.replace(ATTRIBUTE, (_match, name, value) => {
    attributes.set(name.toLowerCase(), value);
    return '';
  });
  return rest.trim() === '' ? attributes : null;
}

/** @param {Map<string, string> | null} attributes */
function isStartupScript(attributes) {
  if (!attributes || !attributes.has('async')) return false;
  if ([...attributes.keys()].some((name) => !['src', 'async', 'id'].includes(name))) return false;
  return STARTUP_SCRIPT.test(attributes.get('src') ?? '');
}

/**
 * The inline loader: requests `scripts` ([src, id] pairs) once the first contentful paint is reported.
 * @param {[string, string][]} scripts
 */
function loader(scripts) {
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return (
    '<script>(function(d,s){var done=0;function go(){if(done)return;done=1;s.forEach(function(a){' +
    "var e=d.createElement('script');e.src=a[0];if(a[1])e.id=a[1];e.async=true;d.body.appendChild(e)})}" +
    "var P=window.PerformanceObserver;if(d.visibilityState!=='visible'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0){go();return}" +
    "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});" +
    `setTimeout(go,3000)})(document,${list})</script>`
  );
}

const LOADER_LIST = /setTimeout\(go,3000\)\}\)\(document,(\[\[[^<]*?\]\])\)<\/script>/;

/**
 * The script addresses a rewritten page requests after its first paint, in order ([] for a page
 * that was not rewritten): what the JavaScript budgets measure besides the page's `<script src>`.
 * @param {string} html
 * @returns {string[]}
 */
export function deferredScriptSources(html) {
  const list = LOADER_LIST.exec(html)?.[1];
  if (!list) return [];
  return /** @type {[string, string][]} */ (JSON.parse(list)).map(([src]) => src);
}

/**
 * `html` with Next.js's start-up scripts requested after the first paint (see above), or `html`
 * itself when it names none or has no `</body>`.
 * @param {string} html
 * @returns {string}
 */
export function deferStartupScripts(html) {
  const closeBody = html.lastIndexOf('</body>');
  if (closeBody === -1) return html;
  /** @type {[string, string][]} */
  const scripts = [];
  const withoutScripts = html.slice(0, closeBody).replace(SCRIPT_TAG, (tag, text) => {
    const attributes = attributesOf(text);
    if (!isStartupScript(attributes)) return tag;
    scripts.push([attributes?.get('src') ?? '', attributes?.get('id') ?? '']);
    return '';
  });
  if (scripts.length === 0) return html;
  const moved = new Set(scripts.map(([src]) => src));
  const withoutPreloads = withoutScripts.replace(PRELOAD_TAG, (tag, text) => {
    const attributes = attributesOf(text.replace(/\s*\/$/, ''));
    const isScriptPreload = attributes?.get('rel') === 'preload' && attributes.get('as') === 'script';
    return isScriptPreload && moved.has(attributes.get('href') ?? '') ? '' : tag;
  });
  return withoutPreloads + loader(scripts) + html.slice(closeBody);
}
