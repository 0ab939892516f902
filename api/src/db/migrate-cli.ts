import { loadConfig } from '../platform/config';
import { createDb } from './connection';
import { migrateToLatest } from './migrate';

const db = await createDb(loadConfig());
try {
  const applied = await migrateToLatest(db);
  process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : 'Already up to date\n');
} finally {
  await db.destroy();
}
