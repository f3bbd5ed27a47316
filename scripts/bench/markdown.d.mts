// Types for the Markdown tests (tests/integration/markdown.test.ts); the code is markdown.mjs.
/** The benchmark's inputs: [label, Markdown source], ordinary posts first. */
export function benchmarkCases(): [string, string][];
