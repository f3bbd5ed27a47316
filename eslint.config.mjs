// @ts-check
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import i18next from 'eslint-plugin-i18next';
import spoken from './scripts/eslint/no-literal-spoken-attributes.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next*/**', 'node_modules/**', 'data/**', 'bench/results/**', 'next-env.d.ts'] },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits (its rejection is lost, or the work outlives the
    // request), a promise where a plain value is expected (an async event handler, `if (promise)`),
    // and a `switch` over a union that misses a member. Types come from tsconfig.json, which
    // includes every .mjs file too.
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  {
    // What a visitor reads comes from the catalogues (src/messages, decision 160): text in the public
    // site's markup, and the attributes a visitor reads or hears (labels, alt text, placeholders,
    // titles: scripts/eslint/no-literal-spoken-attributes.mjs), may not be literals.
    files: ['src/app/(site)/**/*.tsx', 'src/components/site/**/*.tsx', 'src/components/inquiries/**/*.tsx'],
    // The admin's pieces (the lead screens, the preview banner) are in English, as the admin.
    ignores: [
      'src/components/inquiries/{lead,inbox,reply,delivery,open-from-hash}*.tsx',
      'src/components/site/preview-body.tsx',
    ],
    plugins: { i18next, spoken },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
      'spoken/no-literal-spoken-attributes': 'error',
    },
  },
  {
    // The server logs through pino (src/server/log.ts): JSON lines with an event name and the error's
    // stack. The command-line tools write to their terminal.
    files: ['src/**/*.{ts,tsx,mjs}', 'server/**/*.mjs'],
    ignores: ['src/server/cli/**'],
    rules: { 'no-console': 'error' },
  },
  {
    // Playwright fixtures take a callback named `use`; it is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];

export default config;
