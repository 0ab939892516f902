import type { FastifyInstance, FastifyRequest } from 'fastify';

export type ServeAppOptions = {
  name: string;
  dir: string;
  runtimeConfig?: (request: FastifyRequest) => unknown;
  head?: (request: FastifyRequest, served: { liveDir: string }) => string | Promise<string>;
  firstScreen?: (request: FastifyRequest) => string | Promise<string>;
  codeOrigins?: (request: FastifyRequest) => string[] | Promise<string[]>;
  devCodeOrigins?: (request: FastifyRequest) => string[] | Promise<string[]>;
  documents?: Record<string, { type: string; body: (request: FastifyRequest) => Promise<string | null> }>;
};

export function serveApp(options: ServeAppOptions): Promise<FastifyInstance>;
