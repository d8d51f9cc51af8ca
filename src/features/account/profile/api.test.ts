import { describe, expect, it, vi } from 'vitest';
import { needsCode, updateProfile } from './api';

function captureForm(): { form: () => FormData; url: () => string } {
  let body: FormData | null = null;
  let url = '';
  vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
    url = input;
    body = init.body as FormData;
    return Promise.resolve(new Response(JSON.stringify({ message: 'Successfully updated!' }), { status: 200 }));
  });
  return { form: () => body as unknown as FormData, url: () => url };
}

const base = { name: 'Demo Customer', email: 'demo@rideway.test', phone: '+971500000001', password: '', currentPassword: '', image: null, buttonType: null } as const;

describe('profile form request', () => {
  it('sends the fields as multipart, leaving out an empty password and no picture', async () => {
    const sent = captureForm();
    await expect(updateProfile({ ...base })).resolves.toMatchObject({ message: 'Successfully updated!' });
    expect(sent.url()).toMatch(/\/api\/v1\/customer\/update-profile$/);
    expect([...sent.form().keys()].sort()).toEqual(['email', 'name', 'phone']);
  });

  it('adds the password with the current one and change_password, the picture, and the code with where it was sent', async () => {
    const sent = captureForm();
    const image = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    await updateProfile({ ...base, password: 'secret123', currentPassword: 'old-secret', image, buttonType: 'change_password' }, { otp: '123456', verification_on: 'phone', verification_medium: 'SMS' });
    const form = sent.form();
    expect(form.get('password')).toBe('secret123');
    expect(form.get('current_password')).toBe('old-secret');
    expect(form.get('button_type')).toBe('change_password');
    expect((form.get('image') as File).name).toBe('me.jpg');
    expect([form.get('otp'), form.get('verification_on'), form.get('verification_medium')]).toEqual(['123456', 'phone', 'SMS']);
  });
});

describe('the code step', () => {
  it('opens only when the server says a code was sent', () => {
    expect(needsCode({ message: 'OTP successfully sent to your phone.', verification_on: 'phone', verification_medium: 'SMS', otp_send: true })).toBe(true);
    expect(needsCode({ message: 'Successfully updated!' })).toBe(false);
    expect(needsCode({ message: 'x', verification_on: 'email', otp_send: false })).toBe(false);
  });
});
