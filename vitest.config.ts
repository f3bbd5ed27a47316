import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    {
      // Next gives a static import of an image (the icon sprite) as { src, width, height }; Vite would
      // give a bare address.
      name: 'next-static-image',
      enforce: 'pre',
      load(id) {
        if (!id.endsWith('.svg')) return null;
        return `export default { src: '/_next/static/media/${path.basename(id)}', width: 0, height: 0 };`;
      },
    },
  ],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // `server-only` throws outside a React Server environment; in tests the modules are plain Node.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
      'next/root-params': path.resolve(import.meta.dirname, 'tests/support/root-params.ts'),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  },
});
