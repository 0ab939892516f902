import { jest } from '@jest/globals';

// A browser test may wait for a page, a build or a restart; hooks that start more (a cluster) pass their own limit.
jest.setTimeout(120_000);
