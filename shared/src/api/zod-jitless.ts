// zod must never compile parsers with `new Function` in the page: its Content-Security-Policy forbids eval, and even
// zod's probe for it is a reported violation. zod keeps its settings in this global, which every copy of zod in the
// page reads (it is what `config()` of zod/v4/core writes); writing it here, before any schema parses, keeps zod
// itself off the first screen. zod-jitless.test.ts fails if zod stops reading it.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

export function makeZodJitless() {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}
