/**
 * Server refusals for forms: messages whose `code` names a form field go under that field, the rest are
 * shown as one alert. Every envelope shape is already folded by `api-error.ts`; field codes are read from
 * the `{errors:[{code,message}]}` list the validation answers use.
 */
import { isApiError } from '@/lib/api-error';
import { errorMessages } from '@/lib/query-client';

export interface SplitErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  message: string | null;
}

function entries(body: unknown): { code: string; message: string }[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const list = (body as { errors?: unknown }).errors;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const { code, message } = entry as Record<string, unknown>;
    return typeof code === 'string' && typeof message === 'string' && message.trim() !== '' ? [{ code, message }] : [];
  });
}

/** `fieldCodes` maps the server's field codes (`phone`, `email`, `ref_code`…) to the form's field names. */
export function splitServerErrors<F extends string>(error: unknown, fieldCodes: Partial<Record<string, F>> = {}): SplitErrors<F> {
  const fields: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  const listed = isApiError(error) ? entries(error.body) : [];
  if (listed.length === 0) return { fields, message: errorMessages(error)[0] ?? null };
  for (const { code, message } of listed) {
    const field = fieldCodes[code];
    if (field && fields[field] === undefined) fields[field] = message;
    else rest.push(message);
  }
  return { fields, message: rest.length > 0 ? rest.join(' ') : null };
}

/** The first thing worth telling the customer about a failure. */
export function firstServerMessage(error: unknown): string | null {
  return errorMessages(error)[0] ?? null;
}
