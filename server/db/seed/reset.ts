/** `npm run db:reset`: deletes the database file and creates a freshly seeded one. */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './open';

export function resetDatabaseFile(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
  const { db } = openDatabase(path);
  db.close();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const path = process.env.DATABASE_PATH ?? fileURLToPath(new URL('../../../data/storefront.sqlite', import.meta.url));
  if (path === ':memory:') {
    console.info('DATABASE_PATH is :memory:; nothing to reset.');
  } else {
    resetDatabaseFile(path);
    console.info(`Database reset and seeded: ${path}`);
  }
}
