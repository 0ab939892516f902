import { createHash, randomBytes } from 'node:crypto';

/** Every deploy token starts so: a staff API route tells it from a staff member's access token by it. */
export const deployTokenPrefix = 'cpdt_';

export const isDeployToken = (token: string) => token.startsWith(deployTokenPrefix);

/** 32 random bytes: shown once, never kept. */
export const newDeployTokenSecret = () => `${deployTokenPrefix}${randomBytes(32).toString('base64url')}`;

/** What is kept of a token, and looked up by. */
export const deployTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token opens its own app's releases only. */
export const tokenMayRelease = (tokenApp: string, app: string) => tokenApp === app;
