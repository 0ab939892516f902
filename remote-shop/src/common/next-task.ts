/**
 * Resolves in a task of its own, so the work after it does not lengthen the one running: the browser may paint and
 * answer input between them. A timeout, so no request waits on it.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
