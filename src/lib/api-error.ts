/**
 * One typed error for everything the API (or the network) can do to a request.
 *
 * The backend answers failures in many shapes (see the API contract's error table); `normaliseErrorBody`
 * folds every one of them into `{ code, messages, ids }` so screens only ever read `error.messages`.
 */

export type ApiErrorKind =
  /** The server answered with a non-success status or an error envelope. */
  | 'http'
  /** No answer: offline, DNS, connection reset. The request may or may not have reached the server. */
  | 'network'
  /** No answer in time. As with `network`, the server may have handled the request. */
  | 'timeout'
  /** The server answered 2xx with a body that does not match what the endpoint promises. */
  | 'invalid-response'
  /** The caller cancelled the request. */
  | 'aborted';

export interface NormalisedError {
  /** Machine code from the envelope (`zoneId`, `cart_item`, `auth-001`, `vehicle_not_found`…), when there is one. */
  code: string | null;
  /** Human messages in server order; may be empty when the server said nothing useful. */
  messages: string[];
  /** Bare JSON array of ids (rental `update-user-data` answers 403 with the cart ids that block a trip type change). */
  ids: number[] | null;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string | null;
  readonly messages: string[];
  readonly ids: number[] | null;
  readonly endpoint: string;
  readonly body: unknown;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    endpoint: string;
    body?: unknown;
    normalised?: NormalisedError;
    detail?: string;
  }) {
    const normalised = init.normalised ?? { code: null, messages: [], ids: null };
    super(normalised.messages[0] ?? init.detail ?? `${init.kind} error on ${init.endpoint}`);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = normalised.code;
    this.messages = normalised.messages;
    this.ids = normalised.ids;
    this.endpoint = init.endpoint;
    this.body = init.body;
  }

  /** True when the request may have been applied by the server although we got no answer. */
  get isAmbiguous(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || (this.kind === 'http' && this.status >= 500);
  }

  get isUnauthorised(): boolean {
    return this.kind === 'http' && this.status === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

function fromEntry(entry: unknown): { code: string | null; message: string | null } {
  if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
    const record = entry as Record<string, unknown>;
    return { code: text(record.code), message: text(record.message) };
  }
  return { code: null, message: text(entry) };
}

function fromList(list: unknown[]): NormalisedError {
  const entries = list.map(fromEntry);
  return {
    code: entries.find((entry) => entry.code !== null)?.code ?? null,
    messages: entries.map((entry) => entry.message).filter((message): message is string => message !== null),
    ids: null,
  };
}

/**
 * Every envelope the contract lists:
 * `{errors:[{code,message}]}`, `{errors:"text"}`, `{errors:{code?,message}}`, `{error:"text"}`, `{message:"text"}`,
 * `{message:[{code,message}]}`, a bare array of ids, a bare string, and anything else (empty result).
 */
export function normaliseErrorBody(body: unknown): NormalisedError {
  if (Array.isArray(body)) {
    const ids = body.map(Number);
    if (body.length > 0 && ids.every((id) => Number.isInteger(id))) return { code: null, messages: [], ids };
    return fromList(body);
  }
  if (typeof body === 'string') return { code: null, messages: text(body) ? [body] : [], ids: null };
  if (!body || typeof body !== 'object') return { code: null, messages: [], ids: null };

  const record = body as Record<string, unknown>;
  if ('errors' in record) {
    const errors = record.errors;
    if (Array.isArray(errors)) return fromList(errors);
    if (errors && typeof errors === 'object') {
      const entry = fromEntry(errors);
      return { code: entry.code, messages: entry.message ? [entry.message] : [], ids: null };
    }
    const message = text(errors);
    if (message) return { code: null, messages: [message], ids: null };
  }
  if ('error' in record) {
    const code = text(record.error);
    // `{error, message}`: the error is a short code ("wrong credential."), the message is what to show.
    const message = typeof record.message === 'string' && record.message.trim() !== '' ? record.message : code;
    if (message) return { code: code || null, messages: [message], ids: null };
  }
  if ('message' in record) {
    if (Array.isArray(record.message)) return fromList(record.message);
    const message = text(record.message);
    if (message) return { code: null, messages: [message], ids: null };
  }
  return { code: null, messages: [], ids: null };
}

/** A 2xx body can still be an error: some endpoints answer 200 with an `errors` list. */
export function isErrorEnvelopeOnSuccess(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const errors = (body as Record<string, unknown>).errors;
  return Array.isArray(errors) ? errors.length > 0 : typeof errors === 'string' && errors !== '';
}
