import { expect as jestExpect } from '@jest/globals';

type Assertion<T> = ReturnType<typeof jestExpect<T>>;

/**
 * Jest's expect, taking as a second argument what the case is (`expect(status, url).toBe(200)`); a failure prints it
 * above the matcher's own message, so a check run in a loop says which round failed.
 */
export const expect = new Proxy(jestExpect, {
  apply(target, _this, [actual, message]: [unknown, string?]) {
    const assertion = target(actual);
    return message === undefined ? assertion : named(assertion, message);
  },
}) as typeof jestExpect & (<T>(actual: T, message?: string) => Assertion<T>);

function named<A extends object>(assertion: A, message: string): A {
  return new Proxy(assertion, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (key === 'not' || key === 'resolves' || key === 'rejects') return named(value as object, message);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(target, args);
          return result instanceof Promise
            ? result.catch((error) => Promise.reject(prefix(error, message)))
            : result;
        } catch (error) {
          throw prefix(error, message);
        }
      };
    },
  });
}

const prefix = (error: unknown, message: string) => {
  if (error instanceof Error) error.message = `${message}\n\n${error.message}`;
  return error;
};
