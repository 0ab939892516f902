import type { FastifyRequest } from 'fastify';
import type { Preview } from './release-choice.cjs';

type Registry = {
  apps: Record<string, { live: string; stack: string[]; canary?: { version: string; share: number } }>;
};

export function hostPages(options?: {
  registry?: (() => Registry) & { ready?: Promise<void> };
  previewOf?: (token: string) => Promise<Preview | null>;
}): {
  runtimeConfig(request: FastifyRequest): Promise<Record<string, unknown>>;
  head(request: FastifyRequest, served: { liveDir: string }): Promise<string>;
  firstScreen(request: FastifyRequest): Promise<string>;
  codeOrigins(request: FastifyRequest): Promise<string[]>;
  devCodeOrigins(request: FastifyRequest): Promise<string[]>;
  documents: Record<string, { type: string; body: (request: FastifyRequest) => Promise<string | null> }>;
  registry: (() => Registry) & { ready?: Promise<void> };
  ownRelease(request: FastifyRequest): Promise<string | undefined>;
  pageCookies(request: FastifyRequest): Promise<string[]>;
};
