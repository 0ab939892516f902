// Default ports of the portal; each can be overridden by its environment variable.
const ports = {
  host: Number(process.env.HOST_PORT ?? 3000),
  'remote-shop': Number(process.env.SHOP_PORT ?? 3001),
  'remote-account': Number(process.env.ACCOUNT_PORT ?? 3002),
  'remote-services': Number(process.env.SERVICES_PORT ?? 3003),
  'remote-academy': Number(process.env.ACADEMY_PORT ?? 3004),
  'remote-admin': Number(process.env.ADMIN_PORT ?? 3005),
  api: Number(process.env.API_PORT ?? 4000),
};
const bindHost = process.env.BIND_HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL ?? `http://${bindHost}:${ports.api}`;

module.exports = { ports, bindHost, apiUrl };
