/**
 * What every account form does on submit: show the rule messages found before sending and stop there; else
 * send, keep the button pending, and put the server's refusals under the fields its codes name (the rest in
 * one alert). `send` may answer a message for the alert (a step the customer still has to take).
 */
import { useState } from 'react';
import { t } from '@/lib/i18n';
import { splitServerErrors } from './form-errors';
import type { FieldErrors } from './validation';

export interface FormSubmit<F extends string> {
  /** `fieldCodes` maps the server's field codes to the form's fields, as `splitServerErrors` does. */
  submit: (found: FieldErrors<F>, send: () => Promise<string | null | void>, fieldCodes: Partial<Record<string, F>>) => Promise<void>;
  /** The message to show under a field: the server's for this attempt, else the rule's. */
  fieldError: (field: F) => string | null;
  serverError: string | null;
  pending: boolean;
  /** Forgets every message (the form changed shape). */
  clear: () => void;
}

export function useFormSubmit<F extends string>(): FormSubmit<F> {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [serverFields, setServerFields] = useState<Partial<Record<F, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit: FormSubmit<F>['submit'] = async (found, send, fieldCodes) => {
    setErrors(found);
    setServerFields({});
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      setServerError((await send()) ?? null);
    } catch (error) {
      const split = splitServerErrors<F>(error, fieldCodes);
      setServerFields(split.fields);
      setServerError(split.message);
    } finally {
      setPending(false);
    }
  };

  const fieldError = (field: F) => {
    const rule = errors[field];
    return serverFields[field] ?? (rule ? t(rule) : null);
  };
  const clear = () => {
    setErrors({});
    setServerFields({});
    setServerError(null);
  };
  return { submit, fieldError, serverError, pending, clear };
}
