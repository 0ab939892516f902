// The yardstick of `pnpm bench`: a bare Fastify JSON route, no database, in its own process like the API.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'api', 'package.json'),
);
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ data: { hello: 'coffee' }, message: 'ok' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
