import { expect } from '@jest/globals';

type Matchers = ReturnType<typeof expect>;
type Polled = { [Name in keyof Matchers]: (...args: unknown[]) => Promise<void> } & { not: Polled };

/**
 * Reads `read` again until the matcher passes or `timeout` runs out, then fails with the matcher's last message:
 * `await poll(() => button.textContent()).toBe('Saved')`.
 */
export function poll<T>(
  read: () => T | Promise<T>,
  { timeout = 1_000, interval = 50 }: { timeout?: number; interval?: number } = {},
  negated = false,
): Polled {
  return new Proxy({} as Polled, {
    get(_, name: string) {
      if (name === 'not') return poll(read, { timeout, interval }, !negated);
      return async (...args: unknown[]) => {
        const deadline = Date.now() + timeout;
        for (;;) {
          try {
            const assertion = negated ? expect(await read()).not : expect(await read());
            (assertion as unknown as Record<string, (...a: unknown[]) => void>)[name]?.(...args);
            return;
          } catch (error) {
            if (Date.now() >= deadline) throw error;
          }
          await new Promise((resolve) => setTimeout(resolve, interval));
        }
      };
    },
  });
}
