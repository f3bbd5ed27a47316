// @ts-check
// Markdown renderer benchmark (docs/decisions/068-markdown-renderer.md): markdown-it, the renderer the
// site uses, on pathological inputs an admin could paste and on ordinary posts. It chose markdown-it over
// marked and micromark (068 keeps that comparison); it stays to check that a markdown-it upgrade is
// still linear. The inputs are also the fixture of tests/integration/markdown.test.ts.
//
//   node scripts/bench/markdown.mjs [--runs=N] [--timeout=SECONDS]
//
// Each case runs in a worker thread so that a renderer stuck for half a minute, or one that
// overflows the stack, is reported (">timeout", "RangeError") instead of hanging the benchmark.
// Times are the median of N runs (default 3) after one warm-up, in milliseconds, HTML only (the
// sanitizer runs after it).
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';

/** @type {Record<string, () => Promise<(source: string) => string>>} */
const RENDERERS = {
  'markdown-it': async () => {
    const { default: MarkdownIt } = await import('markdown-it');
    const md = new MarkdownIt({ html: true, linkify: true, maxNesting: 20 });
    return (source) => md.render(source);
  },
};

/** A realistic long post: headings, paragraphs with emphasis and links, lists, a table, code. @param {number} targetLength */
function realisticPost(targetLength) {
  /** @param {number} i */
  const section = (i) =>
    [
      `## Section ${i}: what we learned on tour`,
      '',
      `We booked **${i * 3} shows** across _four_ cities, and the [full schedule](https://example.org/tour/${i}) is online. ` +
        'Promoters asked for `rider` details early; the crew kept a ~~paper~~ shared list. '.repeat(3),
      '',
      '- Load-in at 14:00, sound check at 16:00',
      '- Doors at 19:00, with *two* support acts',
      '  - local DJ, 45 minutes',
      '  - headline set, 90 minutes',
      '',
      '> Lagos was the loudest crowd of the year. — the tour manager',
      '',
      '| City | Capacity | Sold |',
      '| --- | ---: | ---: |',
      `| Nairobi | 4,000 | ${3000 + i} |`,
      `| Lagos | 12,000 | ${11000 + i} |`,
      '',
      '```js',
      `const tickets = ${i} * 1000;`,
      '```',
      '',
    ].join('\n');
  let text = '# A season on the road\n\n';
  for (let i = 1; text.length < targetLength; i++) text += section(i);
  return text.slice(0, targetLength);
}

/**
 * The inputs: [label, source]. Pathological ones are at the 100,000-character content limit.
 * @returns {[label: string, source: string][]}
 */
export function benchmarkCases() {
  const K = 50_000;
  return [
    ['ordinary post (3 KB)', realisticPost(3_000)],
    ['realistic post (100 KB)', realisticPost(100_000)],
    ['"_a" x 50k (100 KB)', '_a'.repeat(K)],
    ['"*a" x 50k (100 KB)', '*a'.repeat(K)],
    ['"**a" x 33k (100 KB)', '**a'.repeat(33_000)],
    ['"[" x 100k', '['.repeat(100_000)],
    ['"[a](" x 25k', '[a]('.repeat(25_000)],
    ['"`" runs (1..440 backticks)', Array.from({ length: 440 }, (_, i) => '`'.repeat(i + 1) + 'a').join(' ')],
    ['">" x 2,000', '>'.repeat(2_000)],
    ['">" x 50k', '>'.repeat(K)],
    ['"> " x 2,000 with text', '> '.repeat(2_000) + 'deep'],
    ['nested lists x 2,000', Array.from({ length: 2_000 }, (_, i) => '  '.repeat(i) + '- item').join('\n')],
    ['"- " x 2,000 on one line', '- '.repeat(2_000) + 'x'],
    ['"<a>" x 25k (raw HTML)', '<a>'.repeat(25_000)],
    [
      'table 2,000 rows x 20 cols',
      [
        '|' + ' h |'.repeat(20),
        '|' + ' --- |'.repeat(20),
        ...Array.from({ length: 2_000 }, () => '|' + ' c |'.repeat(20)),
      ].join('\n'),
    ],
    [
      'table header 5,000 cols, 200 rows',
      ['|a'.repeat(5_000), '|-'.repeat(5_000), ...Array.from({ length: 200 }, () => '|x')].join('\n'),
    ],
    ['"![" x 33k', '!['.repeat(33_000)],
    ['"<" x 100k', '<'.repeat(100_000)],
    ['"&#" entities x 20k', '&#x41;'.repeat(16_000)],
  ];
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** @typedef {{ ms: number, length: number, error?: undefined } | { error: string }} CaseResult */

if (!isMainThread && parentPort) {
  const port = parentPort;
  const { renderer, source, runs } = /** @type {{ renderer: string, source: string, runs: number }} */ (workerData);
  const render = await /** @type {() => Promise<(source: string) => string>} */ (RENDERERS[renderer])();
  try {
    render(source.slice(0, 200)); // warm-up (the full input may take seconds)
    /** @type {number[]} */
    const times = [];
    let length = 0;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      length = render(source).length;
      times.push(performance.now() - start);
    }
    port.postMessage({ ms: median(times), length });
  } catch (error) {
    const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
    port.postMessage({ error: `${name}: ${message.slice(0, 40)}` });
  }
}

/**
 * @param {string} renderer @param {string} source @param {number} runs @param {number} timeoutMs
 * @returns {Promise<CaseResult>}
 */
function runCase(renderer, source, runs, timeoutMs) {
  return new Promise((resolve) => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { renderer, source, runs } });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve({ error: `>${timeoutMs / 1000} s` });
    }, timeoutMs);
    worker.once('message', (result) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      resolve({ error: `${error.name}` });
    });
  });
}

if (isMainThread && process.argv[1] === fileURLToPath(import.meta.url)) {
  /** @param {string} name @param {string} fallback */
  const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
  const runs = Number(option('runs', '3'));
  const timeoutMs = Number(option('timeout', '15')) * 1000;
  const renderers = Object.keys(RENDERERS);
  const rows = [];
  for (const [label, source] of benchmarkCases()) {
    /** @type {Record<string, string>} */
    const row = { case: label };
    for (const renderer of renderers) {
      const result = await runCase(renderer, source, runs, timeoutMs);
      row[renderer] = result.error === undefined ? `${result.ms.toFixed(1)} ms` : result.error;
    }
    rows.push(row);
    console.log(JSON.stringify(row));
  }
  console.table(rows);
}
