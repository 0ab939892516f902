import { jest } from '@jest/globals';

// Jest gives hooks the tests' limit: a hook may start an API on a fresh database.
jest.setTimeout(60_000);
