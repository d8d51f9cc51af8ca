/**
 * A refused application's messages under the fields they name: the server's `{errors:[{code,message}]}`
 * codes are the form's wire names (`f_name`, `zone_id`, `logo`…), mapped to the step's fields; what names
 * no field on the form is shown as one alert.
 */
import { isApiError } from '@/lib/api-error';
import { errorMessages } from '@/lib/query-client';

export interface PlacedErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  message: string | null;
}

function listed(body: unknown): { code: string; message: string }[] {
  const list = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const { code, message } = (entry ?? {}) as Record<string, unknown>;
    return typeof code === 'string' && typeof message === 'string' && message.trim() !== '' ? [{ code, message }] : [];
  });
}

export function placeServerErrors<F extends string>(error: unknown, fieldOf: Readonly<Record<string, F>>): PlacedErrors<F> {
  const entries = isApiError(error) ? listed(error.body) : [];
  if (entries.length === 0) return { fields: {}, message: errorMessages(error)[0] ?? null };
  const fields: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const { code, message } of entries) {
    // `identity_image.0`, `image[]`: the field is the name before the index.
    const field = fieldOf[code] ?? fieldOf[code.replace(/(\.\d+|\[\d*\])$/, '')];
    if (field && !fields[field]) fields[field] = message;
    else if (!field) rest.push(message);
  }
  return { fields, message: rest.length > 0 ? rest.join(' ') : null };
}
