/**
 * Conversation answers (contract §M6.6). `file` is JSON text; `last_message`, `receiver` (support) and
 * `conversation` (no thread yet) may be null; counts and ids may arrive as strings.
 */
import { flag, list, looseBoolean, looseId, nullable, numberOrZero, optional, string, text, type, type Infer } from '@/lib/struct';

export const PartyStruct = type({
  id: looseId,
  f_name: text,
  l_name: optional(text),
  image_full_url: optional(nullable(string())),
  user_id: optional(nullable(looseId)),
  vendor_id: optional(nullable(looseId)),
  deliveryman_id: optional(nullable(looseId)),
  admin_id: optional(nullable(looseId)),
});
export type Party = Infer<typeof PartyStruct>;

export const MessageStruct = type({
  id: looseId,
  conversation_id: looseId,
  sender_id: looseId,
  message: optional(nullable(text)),
  file_full_url: list(string()),
  is_seen: flag,
  order_id: optional(nullable(looseId)),
  created_at: text,
});
export type Message = Infer<typeof MessageStruct>;

export const ConversationStruct = type({
  id: looseId,
  sender_id: looseId,
  sender_type: text,
  receiver_id: looseId,
  receiver_type: text,
  unread_message_count: numberOrZero,
  last_message_time: optional(nullable(string())),
  sender: optional(nullable(PartyStruct)),
  receiver: optional(nullable(PartyStruct)),
  last_message: optional(nullable(MessageStruct)),
});
export type Conversation = Infer<typeof ConversationStruct>;

export const ConversationPageStruct = type({ total_size: numberOrZero, conversations: list(ConversationStruct) });
export type ConversationPage = Infer<typeof ConversationPageStruct>;

export const MessagePageStruct = type({
  total_size: numberOrZero,
  status: looseBoolean,
  messages: list(MessageStruct),
  conversation: optional(nullable(ConversationStruct)),
});
export type MessagePage = Infer<typeof MessagePageStruct>;
