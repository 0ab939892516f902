import { generalCustomerGroupId } from '@portal/shared/contract';
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
    // A guest's group needs no database: most catalogue reads are a guest's.
    const group = request.auth ? await customerGroupOf(request.auth.userId) : generalCustomerGroupId;
    const language = request.language;
    const key = `${tag}:${request.routeOptions.url}:${group}:${language}:${JSON.stringify(request.params ?? {})}:${JSON.stringify(request.query ?? {})}`;
    return sendCached(request, reply, await readCache.cached(key, () => load(group, language)));
  };
