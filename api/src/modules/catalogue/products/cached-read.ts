import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ReadCache, sendCached } from '../../../platform/read-cache';
import type { Language } from './queries';

/**
 * A catalogue read answered from the read cache: keyed by the caller's customer group (prices differ), language,
 * path parameters and query, under `tag`.
 */
export const createCachedRead =
  (readCache: ReadCache, customerGroupOf: (userId: number | null) => Promise<number>) =>
  async (
    request: FastifyRequest,
    reply: FastifyReply,
    tag: string,
    load: (group: number, language: Language) => Promise<unknown>,
  ) => {
    const group = await customerGroupOf(request.auth?.userId ?? null);
    const language = request.language;
    const key = `${tag}:${request.routeOptions.url}:${group}:${language}:${JSON.stringify(request.params ?? {})}:${JSON.stringify(request.query ?? {})}`;
    return sendCached(request, reply, await readCache.cached(key, () => load(group, language)));
  };
