/**
 * A fresh local database (fake IndexedDB) for each test of the suite that calls this, deleted after it. Code
 * under test reaches it through `getDb()`, as in the app.
 */
import { afterEach, beforeEach } from 'vitest';
import { setDbForTests, StorefrontDatabase } from '@/lib/db';

export function withFreshDatabase(name: string): void {
  let db: StorefrontDatabase | null = null;
  beforeEach(() => {
    db = new StorefrontDatabase(`${name}-${Math.random()}`);
    setDbForTests(db);
  });
  afterEach(async () => {
    setDbForTests(null);
    await db?.delete();
    db = null;
  });
}
