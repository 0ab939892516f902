import { describe, expect, it } from '@jest/globals';
import { makeZodJitless } from './zod-jitless';

describe('makeZodJitless', () => {
  it('sets the setting zod reads, whether zod loads after it or was already loaded', async () => {
    makeZodJitless();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    config({ jitless: false });
    makeZodJitless();
    expect(config().jitless).toBe(true);
  });
});
