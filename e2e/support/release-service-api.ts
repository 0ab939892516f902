// The release service as a process of its own for a browser test: the API on a fresh embedded database with the
// demo administrator (no demo shop history, which takes minutes to seed), with RELEASE_SERVICE_ENV's variables
// (S3_* for a bucket) added. Prints its address once it listens; SIGTERM closes it.
import { startApi } from '../../api/test/start-api';

const api = await startApi({
  demoAccounts: true,
  env: JSON.parse(process.env.RELEASE_SERVICE_ENV ?? '{}') as Record<string, string>,
});
process.stdout.write(`release service at ${api.baseUrl}\n`);
process.once('SIGTERM', async () => {
  await api.close();
  process.exit(0);
});
