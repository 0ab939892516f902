import { AsyncLocalStorage } from 'node:async_hooks';
import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The request being served; its address is bucketed only when a limit asks for it (most requests never do). */
const servedRequest = new AsyncLocalStorage<FastifyRequest>();

/**
 * The address a per-address limit counts by: an IPv4 address as it is, an IPv6 one by its /64 (what one subscriber
 * is given, so stepping through its addresses does not escape the limit).
 */
export const addressBucket = (ip: string) => {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.replace(/%.*$/, '').split('::');
  const groupsOf = (part = '') => (part ? part.split(':') : []);
  // An IPv4 ending (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) stands for two groups.
  const width = (groups: string[]) => groups.length + (groups.at(-1)?.includes('.') ? 1 : 0);
  const zeros = Array<string>(8 - width(groupsOf(head)) - width(groupsOf(tail))).fill('0');
  const groups = tail === undefined ? groupsOf(head) : [...groupsOf(head), ...zeros, ...groupsOf(tail)];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
};

/**
 * Keeps each request's client address (the connection's, or X-Forwarded-For's from the proxies TRUST_PROXY names)
 * for the code that serves it, so a limit deep in a service (the codes one address may be sent) counts by it
 * without every caller passing it down. Set before the handler, once the body is read: the handler runs inside.
 */
export const rememberClientAddress = (app: FastifyInstance) => {
  app.addHook('preHandler', (request, _reply, done) => servedRequest.run(request, done));
};

/** The (bucketed) client address of the request being served; undefined outside one (jobs, scripts). */
export const currentClientAddress = () => {
  const request = servedRequest.getStore();
  return request === undefined ? undefined : addressBucket(request.ip);
};
