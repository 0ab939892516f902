// This module runs in the task that evaluated the shared libraries' chunk. The app's own modules (and the library
// modules they import) run in the next task, so the browser is never blocked by both at once. Eager: they come in
// this chunk, with no request of their own.
setTimeout(() => import(/* webpackMode: "eager" */ './start'));

export {};
