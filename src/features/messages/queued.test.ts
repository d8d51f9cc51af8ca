import { describe, expect, it } from 'vitest';
import type { Message, MessagePage } from './api/structs';
import { isAlreadySent, isTwin, myPartyId, newestId, type QueuedMessage } from './queued';

const me = 10;
const msg = (id: number, sender: number, text: string | null, files = 0): Message => ({
  id,
  conversation_id: 1,
  sender_id: sender,
  message: text,
  file_full_url: Array.from({ length: files }, (_, i) => `/f/${i}.png`),
  is_seen: 0,
  created_at: '2026-01-01 10:00:00',
});
const page = (...messages: Message[]): MessagePage => ({
  total_size: messages.length,
  status: true,
  messages,
  conversation: { id: 1, sender_id: me, sender_type: 'customer', receiver_id: 20, receiver_type: 'admin', unread_message_count: 0 },
});
const picture = { name: 'a.png', type: 'image/png', bytes: new ArrayBuffer(8) };
const queued = (patch: Partial<QueuedMessage> = {}): QueuedMessage => ({
  target: { receiverType: 'admin' },
  text: 'Where is my order?',
  pictures: [],
  baseline: 5,
  twinsBefore: 0,
  writtenAt: 0,
  ...patch,
});

describe('whether a queued message already reached the server (after a lost answer)', () => {
  it.each([
    ['not there', page(msg(5, me, 'hi')), queued(), false],
    ['there, newer than the baseline', page(msg(6, me, 'Where is my order?')), queued(), true],
    ['there with surrounding spaces', page(msg(6, me, ' Where is my order? ')), queued(), true],
    ['the same text before the baseline is an older message', page(msg(4, me, 'Where is my order?')), queued(), false],
    ['the same text from the other side', page(msg(6, 20, 'Where is my order?')), queued(), false],
    ['a different picture count', page(msg(6, me, 'Where is my order?', 1)), queued({ pictures: [picture, picture] }), false],
    ['pictures only, same count', page(msg(6, me, null, 2)), queued({ text: '', pictures: [picture, picture] }), true],
    ['second of two identical messages, only one sent', page(msg(6, me, 'Where is my order?')), queued({ twinsBefore: 1 }), false],
    ['second of two identical messages, both sent', page(msg(7, me, 'Where is my order?'), msg(6, me, 'Where is my order?')), queued({ twinsBefore: 1 }), true],
    ['no conversation yet', { total_size: 0, status: true, messages: [], conversation: null }, queued(), false],
  ])('%s', (_name, input, message, expected) => {
    expect(isAlreadySent(input, message)).toBe(expected);
  });
});

describe('helpers', () => {
  it('finds the customer on either side', () => {
    expect(myPartyId({ sender_type: 'customer', sender_id: 3, receiver_id: 9 })).toBe(3);
    expect(myPartyId({ sender_type: 'vendor', sender_id: 3, receiver_id: 9 })).toBe(9);
  });
  it('knows twins: same thread, text, picture count and baseline', () => {
    expect(isTwin(queued(), queued({ writtenAt: 99 }))).toBe(true);
    expect(isTwin(queued(), queued({ baseline: 6 }))).toBe(false);
    expect(isTwin(queued(), queued({ target: { conversationId: 1 } }))).toBe(false);
    expect(isTwin(queued(), queued({ pictures: [picture] }))).toBe(false);
  });
  it('reads the newest id of the cached pages', () => {
    expect(newestId([page(msg(3, me, 'a'), msg(9, 20, 'b'))])).toBe(9);
    expect(newestId(undefined)).toBe(0);
  });
});
