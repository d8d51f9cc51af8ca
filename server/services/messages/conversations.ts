/**
 * The signed-in customer's conversations (contract §M6.6): lists (by the other side's type, or by their
 * name), one conversation's messages (newest first, marking the other side's as seen), and their shapes.
 * Every query starts from the caller's own chat party, so no id a caller sends reaches another customer's
 * conversation.
 */
import type { Db } from '../../db/connection';
import { sqlPage, type Page } from '../../http/input';
import { customerParty, partyJson, type PartyRow, type PartyType } from './parties';

export interface ConversationRow {
  id: number;
  sender_id: number;
  sender_type: string;
  receiver_id: number;
  receiver_type: PartyType;
  unread_message_count: number;
  last_message_id: number | null;
  last_message_time: string | null;
  created_at: string;
  updated_at: string;
}

export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  message: string | null;
  file: string;
  is_seen: number;
  order_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Builds absolute picture URLs for the request being answered. */
export interface Urls {
  picture: (path: string) => string;
  userImage: (userId: number) => string;
}

const ownParty = (db: Db, userId: number) => db.prepare('SELECT * FROM user_infos WHERE user_id = ?').get(userId) as PartyRow | undefined;

const files = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
};

export function messageJson(row: MessageRow, urls: Urls) {
  return { ...row, file_full_url: files(row.file).map((name) => urls.picture(`conversation/${name}`)), order: null };
}

/** Messages from the other side the customer has not seen yet. */
const unreadFor = (db: Db, conversation: ConversationRow, me: number) =>
  (db.prepare('SELECT count(*) AS n FROM messages WHERE conversation_id = ? AND sender_id != ? AND is_seen = 0').get(conversation.id, me) as { n: number }).n;

export function conversationJson(db: Db, conversation: ConversationRow, me: number, urls: Urls) {
  const party = (id: number) => db.prepare('SELECT * FROM user_infos WHERE id = ?').get(id) as PartyRow | undefined;
  const sender = party(conversation.sender_id);
  const receiver = party(conversation.receiver_id);
  const last = conversation.last_message_id === null ? undefined : (db.prepare('SELECT * FROM messages WHERE id = ?').get(conversation.last_message_id) as MessageRow | undefined);
  return {
    ...conversation,
    receiver_id: conversation.receiver_type === 'admin' ? 0 : conversation.receiver_id,
    unread_message_count: unreadFor(db, conversation, me),
    sender: sender ? partyJson(sender, urls.picture, urls.userImage) : null,
    receiver: receiver && conversation.receiver_type !== 'admin' ? partyJson(receiver, urls.picture, urls.userImage) : null,
    last_message: last ? messageJson(last, urls) : null,
  };
}

export interface ConversationFilter {
  type?: PartyType;
  name?: string;
}

export function conversationsPage(db: Db, userId: number, filter: ConversationFilter, page: Page): { total: number; rows: ConversationRow[]; me: number } {
  const me = ownParty(db, userId);
  if (!me) return { total: 0, rows: [], me: 0 };
  const where = ['c.sender_id = ?'];
  const args: (string | number)[] = [me.id];
  if (filter.type) {
    where.push('c.receiver_type = ?');
    args.push(filter.type);
  }
  if (filter.name !== undefined) {
    where.push("(p.f_name LIKE ? ESCAPE '\\' OR p.l_name LIKE ? ESCAPE '\\' OR (p.f_name || ' ' || p.l_name) LIKE ? ESCAPE '\\')");
    const like = `%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    args.push(like, like, like);
  }
  const from = `FROM conversations c JOIN user_infos p ON p.id = c.receiver_id WHERE ${where.join(' AND ')}`;
  const total = (db.prepare(`SELECT count(*) AS n ${from}`).get(...args) as { n: number }).n;
  const rows = db.prepare(`SELECT c.* ${from} ORDER BY c.last_message_time DESC, c.id DESC LIMIT ? OFFSET ?`).all(...args, ...sqlPage(page)) as ConversationRow[];
  return { total, rows, me: me.id };
}

export type ConversationKey = { conversationId: number } | { type: PartyType; partyId: number };

/** The caller's conversation named by its id or by the other side; undefined when there is none yet. */
export function findConversation(db: Db, userId: number, key: ConversationKey, at: string): { conversation: ConversationRow | undefined; me: PartyRow } {
  const me = customerParty(db, userId, at);
  if ('conversationId' in key) {
    return { me, conversation: db.prepare('SELECT * FROM conversations WHERE id = ? AND sender_id = ?').get(key.conversationId, me.id) as ConversationRow | undefined };
  }
  const column = key.type === 'vendor' ? 'vendor_id' : key.type === 'delivery_man' ? 'deliveryman_id' : 'admin_id';
  const partyId = key.type === 'admin' ? 1 : key.partyId;
  const conversation = db
    .prepare(`SELECT c.* FROM conversations c JOIN user_infos p ON p.id = c.receiver_id WHERE c.sender_id = ? AND c.receiver_type = ? AND p.${column} = ?`)
    .get(me.id, key.type, partyId) as ConversationRow | undefined;
  return { me, conversation };
}

/** Whether the customer may write: always to support; to a store they ordered from or already talk to. */
export function chatAllowed(db: Db, userId: number, type: PartyType, partyId: number, conversation: ConversationRow | undefined): boolean {
  if (type === 'admin' || conversation) return true;
  if (type === 'vendor') return db.prepare('SELECT 1 FROM orders WHERE user_id = ? AND is_guest = 0 AND store_id = ?').get(userId, partyId) !== undefined;
  return false;
}

export function markSeen(db: Db, conversation: ConversationRow, me: number, at: string): void {
  db.prepare('UPDATE messages SET is_seen = 1, updated_at = ? WHERE conversation_id = ? AND sender_id != ? AND is_seen = 0').run(at, conversation.id, me);
  db.prepare('UPDATE conversations SET unread_message_count = 0 WHERE id = ?').run(conversation.id);
}

export function messagesPage(db: Db, conversationId: number, page: Page): { total: number; rows: MessageRow[] } {
  const total = (db.prepare('SELECT count(*) AS n FROM messages WHERE conversation_id = ?').get(conversationId) as { n: number }).n;
  const rows = db.prepare('SELECT * FROM messages WHERE conversation_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(conversationId, ...sqlPage(page)) as MessageRow[];
  return { total, rows };
}
