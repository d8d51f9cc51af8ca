/**
 * Uploaded pictures are decoded before they are kept: a file that starts like a PNG (or JPEG, or GIF) but
 * is something else behind its first bytes — an HTML page, a truncated file — is refused wherever pictures
 * are taken (profile photo, chat pictures, prescriptions), and a real picture of each kind is kept.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../db/seed/demo-account';
import { signIn } from './customer-pages-helpers';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let demo: Record<string, string>;
const pictures: Record<'png' | 'jpeg' | 'gif', Buffer> = { png: Buffer.alloc(0), jpeg: Buffer.alloc(0), gif: Buffer.alloc(0) };

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DISGUISED: [string, () => Buffer][] = [
  ['PNG magic followed by HTML', () => Buffer.concat([PNG_MAGIC, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')])],
  ['a truncated PNG', () => pictures.png.subarray(0, Math.floor(pictures.png.length / 2))],
  ['JPEG magic followed by zeros', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)])],
  ['a GIF header and nothing else', () => Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)])],
];

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
  demo = await signIn(http, DEMO_CUSTOMER);
  const canvas = () => sharp({ create: { width: 24, height: 16, channels: 3, background: '#3a7' } });
  pictures.png = await canvas().png().toBuffer();
  pictures.jpeg = await canvas().jpeg().toBuffer();
  pictures.gif = await canvas().gif().toBuffer();
});
afterAll(() => server.close());

const TYPES = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif' } as const;

async function upload(path: string, fields: Record<string, string>, files: [field: string, data: Buffer, type: string][], headers: Record<string, string> = demo) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [field, data, type] of files) form.append(field, new Blob([new Uint8Array(data)], { type }), `picture.${type.split('/')[1]}`);
  const response = await fetch(new URL(path, server.baseUrl), { method: 'POST', body: form, headers: { ...headers, Accept: 'application/json' } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const profilePhoto = (data: Buffer, type = 'image/png') => upload('/api/v1/customer/update-profile', { name: DEMO_CUSTOMER.name }, [['image', data, type]]);
const chatPicture = (data: Buffer, type = 'image/png') => upload('/api/v1/customer/message/send', { receiver_type: 'admin', receiver_id: '0', message: 'A picture' }, [['image[]', data, type]]);

describe('a file dressed up as a picture', () => {
  it.each(DISGUISED)('is refused as a profile photo and in a chat: %s', async (_name, make) => {
    const photosBefore = server.db.prepare('SELECT count(*) AS n FROM user_images').get();
    expect(await profilePhoto(make())).toMatchObject({ status: 403, body: { errors: [{ code: 'image' }] } });
    expect(server.db.prepare('SELECT count(*) AS n FROM user_images').get()).toEqual(photosBefore);
    const kept = server.db.prepare("SELECT count(*) AS n FROM uploaded_images WHERE kind = 'conversation'").get();
    expect(await chatPicture(make())).toMatchObject({ status: 403, body: { errors: [{ code: 'image' }] } });
    expect(server.db.prepare("SELECT count(*) AS n FROM uploaded_images WHERE kind = 'conversation'").get()).toEqual(kept);
  });

  it('is refused as a prescription, where the same order with a real picture is placed', async () => {
    const prescription = async (picture: Buffer) => {
      const guest = (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
      return upload(
        '/api/v1/customer/order/prescription/place',
        { guest_id: String(guest), store_id: '9', order_type: 'delivery', payment_method: 'cash_on_delivery', address: 'Bay Avenue, Business Bay, Dubai', latitude: '25.1868', longitude: '55.2711', contact_person_name: 'Rx Guest', contact_person_number: '+971501113333' },
        [['order_attachment[]', picture, 'image/png']],
        { zoneId: '[1]', moduleId: '3', 'X-localization': 'en' },
      );
    };
    const prescriptions = () => server.db.prepare("SELECT count(*) AS n FROM order_files WHERE purpose = 'prescription'").get();
    expect(await prescription(DISGUISED[0]?.[1]() as Buffer)).toMatchObject({ status: 403, body: { errors: [{ code: expect.stringMatching(/^(image|order_attachment)$/) }] } });
    expect(prescriptions()).toEqual({ n: 0 });
    expect((await prescription(pictures.png)).status).toBe(200);
    expect(prescriptions()).toEqual({ n: 1 });
  });
});

describe('a real picture', () => {
  it.each(['png', 'jpeg', 'gif'] as const)('is kept: %s', async (kind) => {
    expect((await profilePhoto(pictures[kind], TYPES[kind])).status).toBe(200);
    expect((await chatPicture(pictures[kind], TYPES[kind])).status).toBe(200);
  });
});
