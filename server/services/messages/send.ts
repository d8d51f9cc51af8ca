/**
 * Sending a message (`customer/message/send`, contract §M6.6): text and up to three pictures (JPEG, PNG or
 * GIF by content, at most 2 MB each), into an existing conversation of the caller or a new one with a
 * store, a delivery person or support. Unlike the backend, an empty message is refused and a linked order
 * must be the caller's own.
 *
 * The reference server has no store, rider or support staff to answer, so the first message after a quiet
 * half hour gets an automated acknowledgement from the other side, in the customer's language: a demo
 * conversation always shows an answer.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection';
import { errorList } from '../../http/errors';
import { setting } from '../../http/settings';
import type { ImageUpload } from '../customer/profile';
import { ledgerTime } from '../wallet/ledger';
import { chatAllowed, findConversation, type ConversationKey, type ConversationRow } from './conversations';
import { otherParty, type PartyRow, type PartyType } from './parties';

export const MAX_MESSAGE_IMAGES = 3;
export const MAX_MESSAGE_LENGTH = 2000;
const QUIET_MS = 30 * 60_000;

export interface Outgoing {
  key: ConversationKey;
  text: string;
  images: ImageUpload[];
  orderId: number | null;
}

function acknowledgement(type: PartyType, name: string, language: 'en' | 'ar'): string {
  if (language === 'ar') {
    if (type === 'vendor') return `شكرًا لرسالتك! استلمها فريق ${name} وسيرد عليك هنا قريبًا.`;
    if (type === 'delivery_man') return 'وصلتني رسالتك، شكرًا! سأرد عليك فور أن أتمكن من ذلك بأمان.';
    return `شكرًا لتواصلك مع دعم ${name}. سيرد عليك أحد موظفينا هنا قريبًا.`;
  }
  if (type === 'vendor') return `Thanks for your message! The ${name} team has received it and will reply here shortly.`;
  if (type === 'delivery_man') return "Got your message, thanks! I'll reply as soon as it is safe to check my phone.";
  return `Thanks for contacting ${name} support. One of our team will reply here shortly.`;
}

function storeImages(db: Db, messageId: number, images: ImageUpload[], at: string): string[] {
  const insert = db.prepare("INSERT INTO uploaded_images (file_name, kind, owner_id, mime_type, data, created_at) VALUES (?, 'conversation', ?, ?, ?, ?)");
  return images.map((image) => {
    const file = `${randomBytes(12).toString('hex')}.${image.extension}`;
    insert.run(file, messageId, image.mimeType, image.data, at);
    return file;
  });
}

function addMessage(db: Db, conversation: number, sender: number, text: string | null, images: ImageUpload[], orderId: number | null, at: string): number {
  const id = Number(
    db.prepare("INSERT INTO messages (conversation_id, sender_id, message, file, is_seen, order_id, created_at, updated_at) VALUES (?, ?, ?, '[]', 0, ?, ?, ?)").run(conversation, sender, text, orderId, at, at)
      .lastInsertRowid,
  );
  if (images.length > 0) db.prepare('UPDATE messages SET file = ? WHERE id = ?').run(JSON.stringify(storeImages(db, id, images, at)), id);
  db.prepare('UPDATE conversations SET last_message_id = ?, last_message_time = ?, updated_at = ? WHERE id = ?').run(id, at, at, conversation);
  return id;
}

/** Sends the message and answers the conversation's id; throws the contract's 403 envelopes. */
export function sendMessage(db: Db, userId: number, outgoing: Outgoing, now: Date, language: 'en' | 'ar'): number {
  const at = ledgerTime(now);
  return db.transaction(() => {
    const found = findConversation(db, userId, outgoing.key, at);
    let conversation: ConversationRow | undefined = found.conversation;
    const me: PartyRow = found.me;
    let type: PartyType;
    let other: PartyRow | null;
    if (conversation) {
      type = conversation.receiver_type;
      other = db.prepare('SELECT * FROM user_infos WHERE id = ?').get(conversation.receiver_id) as PartyRow;
    } else {
      if ('conversationId' in outgoing.key) throw errorList(403, 'conversation_id', 'Conversation not found.');
      type = outgoing.key.type;
      other = otherParty(db, type, outgoing.key.partyId, at);
      if (!other) throw errorList(403, 'receiver_id', 'Receiver not found.');
      if (!chatAllowed(db, userId, type, outgoing.key.partyId, undefined)) throw errorList(403, 'receiver_id', 'You can message a store after ordering from it.');
      const id = Number(
        db
          .prepare("INSERT INTO conversations (sender_id, sender_type, receiver_id, receiver_type, unread_message_count, created_at, updated_at) VALUES (?, 'customer', ?, ?, 0, ?, ?)")
          .run(me.id, other.id, type, at, at).lastInsertRowid,
      );
      conversation = db.prepare('SELECT * FROM conversations WHERE id = ?').get(id) as ConversationRow;
    }
    if (outgoing.orderId !== null && !db.prepare('SELECT 1 FROM orders WHERE id = ? AND user_id = ? AND is_guest = 0').get(outgoing.orderId, userId)) {
      throw errorList(403, 'order_id', 'Order not found.');
    }
    const lastReply = db.prepare('SELECT max(created_at) AS at FROM messages WHERE conversation_id = ? AND sender_id != ?').get(conversation.id, me.id) as { at: string | null };
    addMessage(db, conversation.id, me.id, outgoing.text === '' ? null : outgoing.text, outgoing.images, outgoing.orderId, at);
    const quiet = lastReply.at === null || new Date(`${lastReply.at.replace(' ', 'T')}Z`).getTime() < new Date(`${at.replace(' ', 'T')}Z`).getTime() - QUIET_MS;
    if (quiet) {
      const name = type === 'admin' ? String(setting(db, 'business_name', 'our')) : (other.f_name ?? '');
      addMessage(db, conversation.id, other.id, acknowledgement(type, name, language), [], null, at);
    }
    return conversation.id;
  })();
}

export function messageImage(db: Db, file: string): { mime_type: string; data: Buffer } | undefined {
  return db.prepare("SELECT mime_type, data FROM uploaded_images WHERE kind = 'conversation' AND file_name = ?").get(file) as { mime_type: string; data: Buffer } | undefined;
}
