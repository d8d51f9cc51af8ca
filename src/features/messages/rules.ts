/**
 * What the inbox shows of a conversation, and which thread a link opens: pure rules with table tests.
 */
import type { ChatTarget } from './api/messages';
import type { Conversation, Message, MessagePage } from './api/structs';

export type PartyKind = 'vendor' | 'delivery_man' | 'admin';

export interface Counterpart {
  kind: PartyKind;
  /** Empty for support: the view names it after the operator. */
  name: string;
  image: string | null;
}

const kindOf = (type: string): PartyKind => (type === 'vendor' || type === 'delivery_man' ? type : 'admin');

/** The other side of a conversation, whichever side started it. */
export function counterpart(conversation: Conversation): Counterpart {
  const customerSent = conversation.sender_type === 'customer';
  const type = customerSent ? conversation.receiver_type : conversation.sender_type;
  const party = customerSent ? conversation.receiver : conversation.sender;
  const kind = kindOf(type);
  if (kind === 'admin') return { kind, name: '', image: null };
  const name = [party?.f_name ?? '', party?.l_name ?? ''].join(' ').trim();
  return { kind, name, image: party?.image_full_url ?? null };
}

export type Preview = { kind: 'text'; text: string } | { kind: 'pictures'; count: number } | { kind: 'none' };

export function previewOf(message: Message | null | undefined): Preview {
  const text = message?.message?.trim() ?? '';
  if (text !== '') return { kind: 'text', text };
  if (message && message.file_full_url.length > 0) return { kind: 'pictures', count: message.file_full_url.length };
  return { kind: 'none' };
}

/** The thread named by the inbox's query: `conversation`, `vendor` or `delivery_man` (ids), or `support`. */
export function targetFromQuery(params: URLSearchParams): ChatTarget | null {
  const id = (name: string) => {
    const value = Number.parseInt(params.get(name) ?? '', 10);
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const conversation = id('conversation');
  if (conversation !== null) return { conversationId: conversation };
  const vendor = id('vendor');
  if (vendor !== null) return { receiverType: 'vendor', receiverId: vendor };
  const rider = id('delivery_man');
  if (rider !== null) return { receiverType: 'delivery_man', receiverId: rider };
  if (params.has('support')) return { receiverType: 'admin' };
  return null;
}

export function queryOfTarget(target: ChatTarget): Record<string, string> {
  if ('conversationId' in target) return { conversation: String(target.conversationId) };
  if (target.receiverType === 'admin') return { support: '1' };
  return { [target.receiverType]: String(target.receiverId) };
}

/** A thread's messages oldest first, each once, from its pages (newest first, as the server sends them). */
export function chronological(pages: readonly MessagePage[] | undefined): Message[] {
  const byId = new Map<number, Message>();
  for (const page of pages ?? []) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
