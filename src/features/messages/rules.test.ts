import { describe, expect, it } from 'vitest';
import type { Conversation, Message, MessagePage } from './api/structs';
import { chronological, counterpart, previewOf, queryOfTarget, targetFromQuery } from './rules';

const party = (id: number, f_name: string, l_name = '') => ({ id, f_name, l_name, image_full_url: `/img/${id}.png` });
const conversation = (patch: Partial<Conversation>): Conversation => ({
  id: 1,
  sender_id: 10,
  sender_type: 'customer',
  receiver_id: 20,
  receiver_type: 'vendor',
  unread_message_count: 0,
  sender: party(10, 'Dana', 'Reed'),
  receiver: party(20, 'Fresh Mart'),
  ...patch,
});
const message = (id: number, text: string | null, files = 0): Message => ({
  id,
  conversation_id: 1,
  sender_id: 10,
  message: text,
  file_full_url: Array.from({ length: files }, (_, i) => `/f/${i}.png`),
  is_seen: 0,
  created_at: '2026-01-01 10:00:00',
});

describe('the other side of a conversation', () => {
  it.each([
    ['a store the customer wrote to', conversation({}), { kind: 'vendor', name: 'Fresh Mart', image: '/img/20.png' }],
    ['a rider who wrote first', conversation({ sender_type: 'delivery_man', sender: party(30, 'Omar', 'Haddad'), receiver_type: 'customer', receiver: party(10, 'Dana') }), { kind: 'delivery_man', name: 'Omar Haddad', image: '/img/30.png' }],
    ['support (no receiver)', conversation({ receiver_type: 'admin', receiver_id: 0, receiver: null }), { kind: 'admin', name: '', image: null }],
    ['an unknown type counts as support', conversation({ receiver_type: 'operator' }), { kind: 'admin', name: '', image: null }],
    ['a store without a party row', conversation({ receiver: null }), { kind: 'vendor', name: '', image: null }],
  ])('%s', (_name, input, expected) => {
    expect(counterpart(input)).toEqual(expected);
  });
});

describe('the preview of the last message', () => {
  it.each([
    ['text', message(1, ' Hello '), { kind: 'text', text: 'Hello' }],
    ['text with pictures shows the text', message(1, 'Look', 2), { kind: 'text', text: 'Look' }],
    ['pictures only', message(1, null, 3), { kind: 'pictures', count: 3 }],
    ['empty text and no picture', message(1, '  '), { kind: 'none' }],
    ['no message yet', null, { kind: 'none' }],
  ])('%s', (_name, input, expected) => {
    expect(previewOf(input)).toEqual(expected);
  });
});

describe('which thread a link opens', () => {
  it.each([
    ['conversation=12', { conversationId: 12 }],
    ['vendor=5', { receiverType: 'vendor', receiverId: 5 }],
    ['delivery_man=7', { receiverType: 'delivery_man', receiverId: 7 }],
    ['support=1', { receiverType: 'admin' }],
    ['conversation=12&support=1', { conversationId: 12 }],
    ['conversation=abc', null],
    ['conversation=-3', null],
    ['vendor=0', null],
    ['page=inbox', null],
  ])('%s', (query, expected) => {
    expect(targetFromQuery(new URLSearchParams(query))).toEqual(expected);
  });

  it.each([[{ conversationId: 3 }], [{ receiverType: 'admin' as const }], [{ receiverType: 'vendor' as const, receiverId: 9 }], [{ receiverType: 'delivery_man' as const, receiverId: 4 }]])(
    'round-trips %j through the query',
    (target) => {
      expect(targetFromQuery(new URLSearchParams(queryOfTarget(target)))).toEqual(target);
    },
  );
});

describe('a thread in reading order', () => {
  it('merges pages newest first into oldest first, each message once', () => {
    const pages: MessagePage[] = [
      { total_size: 4, status: true, messages: [message(4, 'd'), message(3, 'c')] },
      { total_size: 4, status: true, messages: [message(3, 'c'), message(2, 'b'), message(1, 'a')] },
    ];
    expect(chronological(pages).map((m) => m.message)).toEqual(['a', 'b', 'c', 'd']);
    expect(chronological(undefined)).toEqual([]);
  });
});
