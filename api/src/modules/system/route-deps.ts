import type { Platform } from '../../platform/platform';

/** What the system's routes are given: the platform parts they use. */
export type SystemDeps = Pick<Platform, 'db' | 'config'>;
