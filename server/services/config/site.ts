/** What the site-wide routes (`config/…`, `most-tips`, `newsletter/subscribe`) read and keep beyond the settings. */
import type { Db } from '../../db/connection';

/** The most frequent non-zero tip over all orders (the statistical mode, the larger on a tie), null when nobody tipped. */
export function mostFrequentTip(db: Db): number | null {
  const row = db.prepare('SELECT dm_tips AS tip FROM orders WHERE dm_tips > 0 GROUP BY dm_tips ORDER BY count(*) DESC, dm_tips DESC LIMIT 1').get() as { tip: number } | undefined;
  return row?.tip ?? null;
}

export function isSubscribed(db: Db, email: string): boolean {
  return db.prepare('SELECT 1 FROM newsletter_subscribers WHERE email = ?').get(email) !== undefined;
}

export function subscribe(db: Db, email: string, now: Date): void {
  db.prepare('INSERT INTO newsletter_subscribers (email, created_at) VALUES (?, ?)').run(email, now.toISOString());
}
