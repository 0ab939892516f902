/** Marks the stand-in module the federation runtime hands back when a remote cannot be loaded. */
export const remoteUnavailable = Symbol.for('coffee-portal.remote-unavailable');

export const isUnavailable = (module: unknown): boolean =>
  typeof module === 'object' && module !== null && remoteUnavailable in module;
