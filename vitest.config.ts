import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const shared = (sub: string) => fileURLToPath(new URL(`./shared/src/${sub}`, import.meta.url));

// Workspace packages are consumed as TypeScript source; these aliases mirror shared/package.json "exports".
const alias = [
  { find: /^@portal\/shared\/contract$/, replacement: shared('contract/index.ts') },
  { find: /^@portal\/shared\/ui$/, replacement: shared('ui/index.ts') },
  { find: /^@portal\/shared\/overlays$/, replacement: shared('overlays/index.ts') },
  { find: /^@portal\/shared\/router$/, replacement: shared('router/index.ts') },
  { find: /^@portal\/shared$/, replacement: shared('index.ts') },
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'shared/src/**/*.test.{ts,tsx}',
            'host/src/**/*.test.{ts,tsx}',
            'host/*.test.ts',
            'host/first-screen/*.test.ts',
            'build-config/*.test.ts',
            'remote-*/src/**/*.test.{ts,tsx}',
            'test/**/*.test.ts',
          ],
          setupFiles: ['./shared/test/setup.ts'],
          css: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/**/*.test.ts'],
          globalSetup: ['./api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          globalSetup: ['./e2e/support/global-setup.ts'],
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
