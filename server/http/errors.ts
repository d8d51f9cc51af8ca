/**
 * Errors as the contract's clients expect them. Each endpoint keeps its own envelope (§1.6): a validation or
 * business-rule list `{errors:[{code,message}]}`, a bare string under `errors` or `error` or `message`, a
 * bare array or number. `HttpError` carries the exact status and body; the app's error handler sends it.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'object' && body !== null ? JSON.stringify(body) : String(body));
    this.name = 'HttpError';
  }
}

export interface ErrorEntry {
  code: string;
  message: string;
}

/** `{"errors":[{"code","message"}]}` — validation failures and most business rules. */
export const errorList = (status: number, code: string, message: string) => new HttpError(status, { errors: [{ code, message }] });
export const errorEntries = (status: number, entries: ErrorEntry[]) => new HttpError(status, { errors: entries });
/** `{"errors":"…"}` */
export const errorsText = (status: number, message: string) => new HttpError(status, { errors: message });
/** `{"error":"…"}` */
export const errorText = (status: number, message: string) => new HttpError(status, { error: message });
/** `{"message":"…"}` */
export const messageError = (status: number, message: string) => new HttpError(status, { message });
/** Any bare JSON value (array of ids, number). */
export const bareError = (status: number, body: unknown) => new HttpError(status, body);

export const notFound = () => messageError(404, 'Not Found');
