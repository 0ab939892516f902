import { generalCustomerGroupId } from '@portal/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedAnswer, type ReadCache, sendCached } from '../../../platform/read-cache';
import type { Language } from './queries';

/**
 * A catalogue read answered from the read cache: keyed by the caller's customer group (prices differ), language,
 * path parameters and query, under `tag`. A guest's stored answer is sent at once, without a promise: most catalogue
 * reads are a guest's.
 */
export const createCachedRead = (
  readCache: ReadCache,
  customerGroupOf: (userId: number | null) => Promise<number>,
) => {
  const sendLoaded = async (request: FastifyRequest, reply: FastifyReply, loading: Promise<CachedAnswer>) =>
    sendCached(request, reply, await loading);

  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    tag: string,
    group: number,
    load: (group: number, language: Language) => Promise<unknown>,
  ) => {
    const language = request.language;
    const key = `${tag}:${request.routeOptions.url}:${group}:${language}:${JSON.stringify(request.params ?? {})}:${JSON.stringify(request.query ?? {})}`;
    const cached = readCache.cached(key, () => load(group, language));
    if (cached instanceof Promise) return sendLoaded(request, reply, cached);
    // Sent at once, and nothing handed back: Fastify takes a reply handed back without a promise for a second answer.
    sendCached(request, reply, cached);
    return undefined;
  };

  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    tag: string,
    userId: number,
    load: (group: number, language: Language) => Promise<unknown>,
  ) => {
    await answer(request, reply, tag, await customerGroupOf(userId), load);
    return reply;
  };

  return (
    request: FastifyRequest,
    reply: FastifyReply,
    tag: string,
    load: (group: number, language: Language) => Promise<unknown>,
  ) =>
    // A guest's group needs no database.
    request.auth
      ? signedIn(request, reply, tag, request.auth.userId, load)
      : answer(request, reply, tag, generalCustomerGroupId, load);
};
