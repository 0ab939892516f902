import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('.data'),
});

export type LogLevel = z.infer<typeof envSchema>['LOG_LEVEL'];
export type DatabaseConfig = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: LogLevel;
  database: DatabaseConfig;
};

/** Reads the environment once. A relative DATA_DIR is taken from the api package, whatever the working directory. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  // An empty variable (`DATABASE_URL=` in a .env file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  const vars = parsed.data;
  return {
    env: vars.NODE_ENV,
    host: vars.API_HOST,
    port: vars.API_PORT,
    logLevel: vars.LOG_LEVEL,
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(apiRoot, vars.DATA_DIR) },
  };
};
