/**
 * Conversations over real HTTP: the seeded threads with a store, a delivery person and support, unread
 * counts and marking seen, search, lenient ids, sending text and pictures as multipart (content-checked,
 * at most three, bounded size), the automated acknowledgement, and that no customer reaches another's
 * conversation. Answers pass the client's structs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageForm } from '../../src/features/messages/api/messages';
import { ConversationPageStruct, MessagePageStruct } from '../../src/features/messages/api/structs';
import { parseResponse } from '../../src/lib/struct';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from '../db/seed/demo-account';
import { signIn } from './customer-pages-helpers';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let demo: Record<string, string>;
let layla: Record<string, string>;
let clock = new Date('2026-03-10T10:00:00Z');

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** A whole 2×2 GIF (uploaded pictures are decoded before they are kept). */
const GIF = Buffer.from('R0lGODlhAgACAIAAAExpcTOqdyH5BAUAAAAALAAAAAACAAIAAAICjFMAOw==', 'base64');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]);

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  http = api(server.baseUrl);
  demo = await signIn(http, DEMO_CUSTOMER);
  layla = await signIn(http, SECOND_CUSTOMER);
});
afterAll(() => server.close());

interface Conv {
  id: number;
  receiver_type: string;
  unread_message_count: number;
  receiver: { f_name: string } | null;
  last_message: { message: string | null; sender_id: number } | null;
}
interface Thread {
  total_size: number;
  status: boolean;
  message?: string;
  messages: { message: string | null; sender_id: number; file_full_url: string[]; is_seen: number }[];
  conversation: Conv | null;
}

async function send(headers: Record<string, string>, fields: Record<string, string>, images: { data: Buffer; name: string; type: string }[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const image of images) form.append('image[]', new Blob([new Uint8Array(image.data)], { type: image.type }), image.name);
  const response = await fetch(new URL('/api/v1/customer/message/send', server.baseUrl), { method: 'POST', body: form, headers: { Authorization: headers.Authorization ?? '', 'X-localization': headers['X-localization'] ?? 'en', Accept: 'application/json' } });
  return { status: response.status, body: (await response.json()) as Thread & Record<string, unknown> };
}

const list = async (headers: Record<string, string>, query: Record<string, string | number> = {}) =>
  (await http.get<{ total_size: number; conversations: Conv[] }>('/api/v1/customer/message/list', { headers, query: { limit: 10, offset: 1, ...query } })).body;

describe('conversation list', () => {
  it('lists the seeded conversations with a store, a delivery person and support, newest first, with unread counts', async () => {
    const body = await list(demo);
    parseResponse(ConversationPageStruct, body, 'message/list');
    expect(body.total_size).toBe(3);
    expect(body.conversations.map((row) => row.receiver_type)).toEqual(['vendor', 'admin', 'delivery_man']);
    expect(body.conversations.map((row) => row.unread_message_count)).toEqual([2, 1, 0]);
    expect(body.conversations[1]?.receiver).toBeNull();
    expect(body.conversations.every((row) => row.last_message !== null)).toBe(true);
    expect((await list(demo, { type: 'delivery_man' })).conversations.map((row) => row.receiver?.f_name)).toEqual(['Omar']);
  });

  it('searches by the other side’s name', async () => {
    const answer = await http.get<{ conversations: Conv[] }>('/api/v1/customer/message/search-list', { headers: demo, query: { name: 'omar' } });
    expect(answer.status).toBe(200);
    parseResponse(ConversationPageStruct, answer.body, 'search-list');
    expect(answer.body.conversations.map((row) => row.receiver_type)).toEqual(['delivery_man']);
    expect((await http.get('/api/v1/customer/message/search-list', { headers: demo })).body).toEqual({ errors: [{ code: 'name', message: 'The name field is required.' }] });
    expect((await http.get<{ total_size: number }>('/api/v1/customer/message/search-list', { headers: demo, query: { name: '%' } })).body.total_size).toBe(0);
  });

  it('is empty for a customer with no conversations, and needs a customer', async () => {
    expect((await list(layla)).conversations).toEqual([]);
    expect((await http.get('/api/v1/customer/message/list')).status).toBe(401);
  });
});

describe('conversation details', () => {
  it('reads a thread by a lenient id, newest first, and marks the other side’s messages seen', async () => {
    const store = (await list(demo)).conversations[0] as Conv;
    const answer = await http.get<Thread>(`/api/v1/customer/message/details?conversation_id=${store.id}?&offset=1&limit=10`, { headers: demo });
    expect(answer.status).toBe(200);
    parseResponse(MessagePageStruct, answer.body, 'details');
    expect(answer.body).toMatchObject({ total_size: 3, status: true });
    expect(answer.body.messages[0]?.message).toBe('Shall we pick the ripest ones for your next order?');
    expect((await list(demo)).conversations[0]?.unread_message_count).toBe(0);
  });

  it('opens support by admin_id and a store by vendor_id, with no thread yet answering an empty page', async () => {
    const support = await http.get<Thread>('/api/v1/customer/message/details', { headers: demo, query: { admin_id: 0 } });
    expect(support.body.conversation?.receiver_type).toBe('admin');
    const fresh = await http.get<Thread>('/api/v1/customer/message/details', { headers: demo, query: { vendor_id: 10 } });
    parseResponse(MessagePageStruct, fresh.body, 'details');
    expect(fresh.body).toMatchObject({ total_size: 0, status: false, messages: [], conversation: null });
  });

  it("never shows another customer's thread", async () => {
    const store = (await list(demo)).conversations[0] as Conv;
    const answer = await http.get<Thread>('/api/v1/customer/message/details', { headers: layla, query: { conversation_id: store.id } });
    expect(answer.body).toMatchObject({ total_size: 0, status: false, messages: [], conversation: null });
  });
});

describe('sending', () => {
  it('starts a support thread with text and two pictures and gets an acknowledgement in the customer’s language', async () => {
    const answer = await send({ ...layla, 'X-localization': 'ar' }, { receiver_type: 'admin', receiver_id: '0', message: 'مرحبا، أحتاج مساعدة' }, [
      { data: PNG, name: 'a.png', type: 'image/png' },
      { data: GIF, name: 'b.gif', type: 'image/gif' },
    ]);
    expect(answer.status).toBe(200);
    parseResponse(MessagePageStruct, answer.body, 'send');
    expect(answer.body.message).toBe('successfully sent!');
    const [reply, sent] = answer.body.messages;
    expect(sent?.file_full_url).toHaveLength(2);
    expect(reply?.message).toContain('شكرًا لتواصلك');
    const picture = await fetch(sent?.file_full_url[0] as string);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);
    // Within the quiet period a second message is not acknowledged again.
    const again = await send(layla, { conversation_id: String(answer.body.conversation?.id), message: 'One more thing' });
    expect(again.body.messages[0]?.message).toBe('One more thing');
    expect(again.body.total_size).toBe(3);
    clock = new Date(clock.getTime() + 31 * 60_000);
    const later = await send(layla, { conversation_id: String(answer.body.conversation?.id), message: 'Hello again' });
    expect(later.body.messages[0]?.message).toContain('support');
  });

  it("accepts the client's own form: a delivery-person thread by id, a text and a picture", async () => {
    const rider = (await list(demo, { type: 'delivery_man' })).conversations[0] as Conv;
    const form = messageForm({ target: { conversationId: rider.id }, text: ' See you at the gate ', images: [new Blob([new Uint8Array(PNG)], { type: 'image/png' })] });
    const response = await fetch(new URL('/api/v1/customer/message/send', server.baseUrl), { method: 'POST', body: form, headers: { Authorization: demo.Authorization ?? '', Accept: 'application/json' } });
    expect(response.status).toBe(200);
    const thread = parseResponse(MessagePageStruct, await response.json(), 'send');
    const sent = thread.messages.find((row) => row.message === 'See you at the gate');
    expect(sent?.file_full_url).toHaveLength(1);
    expect(thread.messages[0]?.message).toContain('safe to check my phone');
  });

  it('writes to a store the customer ordered from', async () => {
    const answer = await send(demo, { receiver_type: 'vendor', receiver_id: '5', message: 'Is the order ready?' });
    expect(answer.status).toBe(200);
    expect(answer.body.conversation?.receiver_type).toBe('vendor');
    expect(answer.body.messages[0]?.message).toContain('will reply here shortly');
  });

  it.each([
    ['no text and no picture', { receiver_type: 'admin', receiver_id: '0' }, [], 'message', 'Write a message or attach a picture.'],
    ['four pictures', { receiver_type: 'admin', receiver_id: '0' }, [PNG, PNG, PNG, PNG], 'image', 'Maximum 3 images can be send at a time.'],
    ['a WebP picture named .png', { receiver_type: 'admin', receiver_id: '0' }, [WEBP], 'image', 'The image must be a file of type: jpeg, png, jpg, gif.'],
    ['a picture over 2 MB', { receiver_type: 'admin', receiver_id: '0' }, [Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])], 'image', 'The image must not be greater than 2048 kilobytes.'],
    ['an unknown receiver type', { receiver_type: 'customer', receiver_id: '1', message: 'hi' }, [], 'receiver_type', 'The selected receiver type is invalid.'],
    ['an unknown store', { receiver_type: 'vendor', receiver_id: '99999', message: 'hi' }, [], 'receiver_id', 'Receiver not found.'],
    ['a store never ordered from', { receiver_type: 'vendor', receiver_id: '10', message: 'hi' }, [], 'receiver_id', 'You can message a store after ordering from it.'],
    ["another customer's order", { receiver_type: 'admin', receiver_id: '0', message: 'hi', order_id: '999' }, [], 'order_id', 'Order not found.'],
    ['no receiver type', { receiver_id: '0', message: 'hi' }, [], 'receiver_type', 'The receiver type field is required.'],
  ])('refuses %s', async (_case, fields, images, code, message) => {
    const answer = await send(demo, fields, images.map((data) => ({ data, name: 'photo.png', type: 'image/png' })));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ errors: [{ code, message }] });
  });

  it("cannot post into another customer's conversation", async () => {
    const store = (await list(demo)).conversations.find((row) => row.receiver_type === 'vendor') as Conv;
    const before = await http.get<Thread>('/api/v1/customer/message/details', { headers: demo, query: { conversation_id: store.id } });
    const answer = await send(layla, { conversation_id: String(store.id), message: 'intruder' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ errors: [{ code: 'conversation_id', message: 'Conversation not found.' }] });
    const after = await http.get<Thread>('/api/v1/customer/message/details', { headers: demo, query: { conversation_id: store.id } });
    expect(after.body.total_size).toBe(before.body.total_size);
  });

  it('refuses more than four files at the multipart layer with the body envelope', async () => {
    const answer = await send(demo, { receiver_type: 'admin', receiver_id: '0' }, Array.from({ length: 6 }, () => ({ data: PNG, name: 'a.png', type: 'image/png' })));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ errors: [{ code: 'body', message: 'The request body is too large.' }] });
  });

  it("takes a deleted customer's conversations and pictures along", async () => {
    const own = (await list(layla)).conversations[0] as Conv;
    const thread = await http.get<Thread>('/api/v1/customer/message/details', { headers: layla, query: { conversation_id: own.id, limit: 50 } });
    const picture = thread.body.messages.flatMap((row) => row.file_full_url)[0] as string;
    expect((await fetch(picture)).status).toBe(200);
    expect((await http.delete('/api/v1/customer/remove-account', { headers: layla })).status).toBe(200);
    expect((await fetch(picture)).status).toBe(404);
    expect(server.db.prepare('SELECT count(*) AS n FROM conversations WHERE id = ?').get(own.id)).toEqual({ n: 0 });
  });
});
