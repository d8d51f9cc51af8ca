/**
 * The signed-in customer's conversations (contract §M6.6): list, search, details (ids parsed leniently:
 * clients send `conversation_id=12?`), send (multipart with up to three pictures), the pictures sent in
 * messages (`/storage/conversation/<file>`), and the ready-made messages for support (public).
 */
import type { FastifyRequest } from 'fastify';
import { locale, storageUrl } from '../../http/context';
import { signedInScope, userOf, type RoutePlugin } from '../../http/route-scope';
import { errorList } from '../../http/errors';
import { inputOf, leadingId, pageOf, paginated, present, str, validate, type Input } from '../../http/input';
import { userById } from '../../services/auth/accounts';
import { imagePaths } from '../../services/images/paths';
import { MAX_IMAGE_BYTES, readImage, type ImageUpload } from '../../services/customer/profile';
import { chatAllowed, conversationJson, conversationsPage, findConversation, markSeen, messageJson, messagesPage, type ConversationKey, type Urls } from '../../services/messages/conversations';
import { PARTY_TYPES, type PartyType } from '../../services/messages/parties';
import { automatedMessagesPage } from '../../services/messages/automated';
import { MAX_MESSAGE_IMAGES, MAX_MESSAGE_LENGTH, messageImage, sendMessage } from '../../services/messages/send';
import { ledgerTime } from '../../services/wallet/ledger';
import { IMAGE_CACHE_CONTROL } from '../storage';

/** Pictures past the size limit are cut one byte past it, so the handler answers `403 image` instead of a bare 413. */
const MESSAGE_MULTIPART = { limits: { fileSize: MAX_IMAGE_BYTES + 1, files: MAX_MESSAGE_IMAGES + 1 }, throwFileSizeLimit: false } as NonNullable<
  FastifyRequest['routeOptions']['config']['multipartOptions']
>;

function keyOf(input: Input): ConversationKey | null {
  if (present(input.conversation_id)) {
    const id = leadingId(input.conversation_id);
    return id === null ? null : { conversationId: id };
  }
  if (input.admin_id !== undefined) return { type: 'admin', partyId: 0 };
  for (const [field, type] of [['vendor_id', 'vendor'], ['delivery_man_id', 'delivery_man']] as const) {
    if (present(input[field])) {
      const id = leadingId(input[field]);
      return id === null ? null : { type, partyId: id };
    }
  }
  return null;
}

function imagesOf(input: Input): ImageUpload[] {
  const raw = [input['image[]'], input.image].flat().filter((value) => value !== undefined && value !== null && !(typeof value === 'string' && ['', 'null', 'undefined'].includes(value.trim())));
  if (raw.length > MAX_MESSAGE_IMAGES) throw errorList(403, 'image', 'Maximum 3 images can be send at a time.');
  return raw.map((value) => readImage(value)).filter((image): image is ImageUpload => image !== null);
}

export const messageRoutes: RoutePlugin = async (app, { ctx }) => {
  const urls = (request: FastifyRequest): Urls => {
    const userImage = (userId: number) => {
      const user = userById(ctx.db, userId);
      return storageUrl(request, user?.image ? `user/${user.image}` : imagePaths.user(userId));
    };
    return { picture: (path) => storageUrl(request, path), userImage };
  };

  const details = (request: FastifyRequest, userId: number, key: ConversationKey, input: Input) => {
    const page = pageOf(input, 10);
    const at = ledgerTime(ctx.now());
    const { conversation, me } = findConversation(ctx.db, userId, key, at);
    const type: PartyType = conversation ? conversation.receiver_type : 'conversationId' in key ? 'admin' : key.type;
    const status = 'conversationId' in key ? conversation !== undefined : chatAllowed(ctx.db, userId, type, key.partyId, conversation);
    if (!conversation) return { total_size: 0, limit: page.limit, offset: page.offset, status, messages: [], conversation: null };
    markSeen(ctx.db, conversation, me.id, at);
    const { total, rows } = messagesPage(ctx.db, conversation.id, page);
    const links = urls(request);
    return {
      total_size: total,
      limit: page.limit,
      offset: page.offset,
      status,
      messages: rows.map((row) => messageJson(row, links)),
      conversation: conversationJson(ctx.db, conversation, me.id, links),
    };
  };

  // Public, as the backend's: the order and chat pages ask before they know who is signed in.
  app.get('/api/v1/customer/automated-message', (request) => {
    const page = pageOf(inputOf(request), 25);
    const { total, rows } = automatedMessagesPage(ctx.db, page, locale(request));
    return paginated('data', page, total, rows);
  });

  // The conversations are the signed-in customer's.
  void app.register(async (signed) => {
    signedInScope(signed, ctx);
    signed.get('/api/v1/customer/message/list', (request) => {
      const userId = userOf(request);
      const input = inputOf(request);
      const type = PARTY_TYPES.find((name) => name === input.type);
      const page = pageOf(input, 10);
      const { total, rows, me } = conversationsPage(ctx.db, userId, { type }, page);
      const links = urls(request);
      return { type: type ?? null, ...paginated('conversations', page, total, rows.map((row) => conversationJson(ctx.db, row, me, links))) };
    });

    signed.get('/api/v1/customer/message/search-list', (request) => {
      const userId = userOf(request);
      const input = inputOf(request);
      validate(input, { name: ['required', 'string', { maxLength: 100 }] });
      const page = pageOf(input, 10);
      const { total, rows, me } = conversationsPage(ctx.db, userId, { name: str(input.name).trim() }, page);
      const links = urls(request);
      return paginated('conversations', page, total, rows.map((row) => conversationJson(ctx.db, row, me, links)));
    });

    signed.get('/api/v1/customer/message/details', (request) => {
      const userId = userOf(request);
      const input = inputOf(request);
      const key = keyOf(input);
      if (!key) throw errorList(403, 'conversation_id', 'The conversation id field is required.');
      return details(request, userId, key, input);
    });

    signed.post('/api/v1/customer/message/send', { config: { multipartOptions: MESSAGE_MULTIPART } }, (request) => {
      const userId = userOf(request);
      const input = inputOf(request);
      validate(input, {
        message: ['nullable', 'string', { maxLength: MAX_MESSAGE_LENGTH }],
        receiver_type: ['nullable', { in: PARTY_TYPES }],
        order_id: ['nullable', 'integer', { min: 1 }, { max: Number.MAX_SAFE_INTEGER }],
      });
      let key: ConversationKey;
      if (present(input.conversation_id)) {
        const id = leadingId(input.conversation_id);
        if (id === null) throw errorList(403, 'conversation_id', 'The conversation id must be an integer.');
        key = { conversationId: id };
      } else {
        validate(input, { receiver_type: ['required'], receiver_id: ['required', 'integer', { min: 0 }, { max: Number.MAX_SAFE_INTEGER }] });
        key = { type: input.receiver_type as PartyType, partyId: Number(input.receiver_id) };
      }
      const images = imagesOf(input);
      const text = str(input.message).trim();
      if (text === '' && images.length === 0) throw errorList(403, 'message', 'Write a message or attach a picture.');
      const conversationId = sendMessage(ctx.db, userId, { key, text, images, orderId: present(input.order_id) ? Number(input.order_id) : null }, ctx.now(), locale(request));
      return { ...details(request, userId, { conversationId }, input), message: 'successfully sent!' };
    });
  });

  app.get<{ Params: { file: string } }>('/storage/conversation/:file', (request, reply) => {
    const { file } = request.params;
    const image = /^[a-f0-9]{24}\.(jpg|png|gif)$/.test(file) ? messageImage(ctx.db, file) : undefined;
    if (!image) return reply.status(404).send({ message: 'Not Found' });
    return reply.header('Cache-Control', IMAGE_CACHE_CONTROL).header('X-Content-Type-Options', 'nosniff').type(image.mime_type).send(image.data);
  });
};
