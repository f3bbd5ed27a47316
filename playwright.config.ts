import { defineConfig } from '@playwright/test';

// Started by scripts/e2e.mjs, which builds and serves the site and sets these variables.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  testDir: 'tests/e2e',
  // One admin sign-in for the run, shared by the specs that do not test signing in (tests/e2e/admin-session.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  // Below test-results/, whose JSON reports Playwright must not wipe when it cleans its own folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A limit for a test that hangs, not a speed goal: on the slowest host seen, where every new browser
  // process waits for its memory, admin flows took 31 s (docs/decisions/172-lighthouse-on-a-host-it-cannot-measure.md).
  timeout: 45_000,
  expect: {
    timeout: 10_000,
    // Visual regression (tests/e2e/visual.spec.ts): one reference per page and width, for this machine
    // type's Chromium (scripts/chromium.mjs); renewed with `npm run test:visual:update`.
    toHaveScreenshot: {
      pathTemplate: '{testDir}/visual-references/{arg}{ext}',
      maxDiffPixelRatio: 0.002,
    },
  },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/e2e.json' }]],
  // Three phases on one server, run one after the other by scripts/e2e.mjs: pages that only read the
  // demo content; then the specs that change it (admin saves, publishing, inquiries, toasts raised by a
  // refused inquiry, a second instance); then Lighthouse alone, so its timings are not taken while
  // browsers compete for the CPUs.
  projects: [
    {
      name: 'pages',
      testMatch: [
        'platform.spec.ts',
        'site.spec.ts',
        'public.spec.ts',
        'lists.spec.ts',
        'not-found.spec.ts',
        'budgets.spec.ts',
        'hostile-cache.spec.ts',
        'hostile-actions.spec.ts',
        'images.spec.ts',
        'prefetch.spec.ts',
        'visitor-layout.spec.ts',
        'visual.spec.ts',
        'press-kit.spec.ts',
        'event-feed.spec.ts',
        'languages.spec.ts',
      ],
      grepInvert: /Lighthouse/,
    },
    {
      name: 'changes',
      testMatch: [
        'admin.spec.ts',
        'admin-account.spec.ts',
        'editor.spec.ts',
        'publish.spec.ts',
        'inquiries.spec.ts',
        'visitor-forms.spec.ts',
        'leads.spec.ts',
        'mail-status.spec.ts',
        'admin-no-js.spec.ts',
        'admin-phone.spec.ts',
        'admin-controls.spec.ts',
        'public-instances.spec.ts',
        'upload-instances.spec.ts',
        'server-limits.spec.ts',
        'toast.spec.ts',
        'hostile-refusals.spec.ts',
        'hostile-edge.spec.ts',
        'observability.spec.ts',
        'lifecycle.spec.ts',
        'slugs-and-time.spec.ts',
        'roles.spec.ts',
        'rich-text.spec.ts',
        'site-settings.spec.ts',
        'home-curation.spec.ts',
        'page-sections.spec.ts',
        'events.spec.ts',
        'team.spec.ts',
        'analytics.spec.ts',
        'talent-media.spec.ts',
        'languages-content.spec.ts',
        'languages-forms.spec.ts',
      ],
    },
    {
      name: 'lighthouse',
      testMatch: ['budgets.spec.ts'],
      grep: /Lighthouse/,
      fullyParallel: false,
    },
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      // No --disable-gpu: it makes headless Chromium stop drawing when a page hydrates mid-scroll
      // (see scripts/chromium.mjs).
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
