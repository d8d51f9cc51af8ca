/**
 * The ready-made messages a customer can send to support about an order (`customer/automated-message`):
 * the active ones, oldest first, one page at a time, in the caller's language.
 */
import type { Db } from '../../db/connection';
import { sqlPage, type Page } from '../../http/pagination';

interface AutomatedRow {
  id: number;
  message: string;
  message_ar: string | null;
  status: number;
  created_at: string;
  updated_at: string;
}

export function automatedMessagesPage(db: Db, page: Page, language: 'en' | 'ar') {
  const { n: total } = db.prepare('SELECT count(*) AS n FROM automated_messages WHERE status = 1').get() as { n: number };
  const rows = db.prepare('SELECT * FROM automated_messages WHERE status = 1 ORDER BY id LIMIT ? OFFSET ?').all(...sqlPage(page)) as AutomatedRow[];
  return {
    total,
    rows: rows.map(({ message_ar: arabic, ...row }) => ({ ...row, message: language === 'ar' && arabic ? arabic : row.message, translations: [] })),
  };
}
