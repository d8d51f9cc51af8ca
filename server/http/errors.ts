/**
 * Errors as the contract's clients expect them. Each endpoint keeps its own envelope (contract §1.6): a
 * validation or business-rule list `{errors:[{code,message}]}`, a bare string under `errors`, `error` or
 * `message`, a list under `message`, an object under `errors`, or a bare array or number. `ApiError` carries
 * the exact status and body; the app's error handler sends it unchanged.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'object' && body !== null ? JSON.stringify(body) : String(body));
    this.name = 'ApiError';
  }
}

/** The first name this class had; modules written before the rename import it under this name. */
export { ApiError as HttpError };

export interface ErrorEntry {
  code: string;
  message: string;
}

/** `{"errors":[{"code","message"}]}` — validation failures and most business rules. */
export const errorList = (status: number, code: string, message: string) => new ApiError(status, { errors: [{ code, message }] });
export const errorEntries = (status: number, entries: ErrorEntry[]) => new ApiError(status, { errors: entries });
/** `{"errors":"…"}` (apiGuestCheck, rental cart/trip lookups). */
export const errorsText = (status: number, message: string) => new ApiError(status, { errors: message });
/** `{"errors":{"message":"…"}}` (wallet add-fund). */
export const errorsObject = (status: number, message: string) => new ApiError(status, { errors: { message } });
/** `{"error":"…"}` (rental details not found, social login). */
export const errorText = (status: number, message: string) => new ApiError(status, { error: message });
/** `{"message":"…"}` (Laravel defaults, OTP, wishlist, trip payment). */
export const messageError = (status: number, message: string) => new ApiError(status, { message });
/** `{"message":[{"code","message"}]}` (rental trip payment validation). */
export const messageEntries = (status: number, entries: ErrorEntry[]) => new ApiError(status, { message: entries });
/** Any bare JSON value (array of cart ids, number). */
export const bareError = (status: number, body: unknown) => new ApiError(status, body);

/** Unknown routes and model-binding misses, as Laravel answers them. */
export const notFound = () => messageError(404, 'Not Found');
