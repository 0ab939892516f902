// Every test runs on Jest, in three projects: unit (jsdom), api (node; the embedded database, or a PostgreSQL server
// when DATABASE_URL names one) and e2e (node; playwright-core driving Debian's Chromium against the started portal).
// TypeScript is compiled by @swc/jest, the same swc that builds the apps, into CommonJS.

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Packages published as ES modules only; pnpm keeps them under node_modules/.pnpm/<name>@<version>/node_modules.
const esmOnly = ['jotai', 'kysely-pglite', '@sindresorhus/is', 'jose', 'cookie'];

const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(?:\\.pnpm/[^/]+/node_modules/)?(?:${esmOnly.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json'],
  // Workspace packages are consumed as TypeScript source, as shared/package.json "exports" say.
  moduleNameMapper: {
    '^@portal/shared$': '<rootDir>/shared/src/index.ts',
    '^@portal/shared/(contract|ui|overlays|router|forms|charts|auth)$': '<rootDir>/shared/src/$1/index.ts',
    '\\.css$': '<rootDir>/test/support/style-stub.cjs',
    // Its package exports only an `import` entry, which CommonJS cannot resolve; the dialect alone is all we use.
    '^kysely-pglite$': '<rootDir>/api/node_modules/kysely-pglite/dist/kysely-pglite.js',
    // On Node 24 Jest loads ES modules natively, kysely-pglite among them, and it takes PGlite's ES build: the API
    // takes the same one, or kysely-pglite would not recognise the API's PGlite (instanceof) and open its own.
    '^@electric-sql/pglite$': '<rootDir>/api/node_modules/@electric-sql/pglite/dist/index.js',
    '^@electric-sql/pglite/contrib/(.*)$':
      '<rootDir>/api/node_modules/@electric-sql/pglite/dist/contrib/$1.js',
  },
};

/** @type {import('jest').Config} */
export default {
  // Jest's default (cores - 1) leaves a core idle while test files wait on databases and browsers.
  maxWorkers: '100%',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: '<rootDir>/test/support/jsdom-environment.cjs',
      testMatch: [
        '<rootDir>/shared/src/**/*.test.{ts,tsx}',
        '<rootDir>/host/src/**/*.test.{ts,tsx}',
        '<rootDir>/host/*.test.ts',
        '<rootDir>/host/first-screen/*.test.ts',
        '<rootDir>/build-config/*.test.ts',
        '<rootDir>/remote-*/src/**/*.test.{ts,tsx}',
        '<rootDir>/test/**/*.test.ts',
      ],
      setupFilesAfterEnv: ['<rootDir>/shared/test/setup.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/api/**/*.test.ts'],
      globalSetup: '<rootDir>/api/test/global-setup.mjs',
      setupFilesAfterEnv: ['<rootDir>/api/test/setup.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: '<rootDir>/e2e/support/environment.cjs',
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/e2e/support/setup.ts'],
    },
  ],
};
