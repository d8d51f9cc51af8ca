/**
 * Six boxes for a one-time code, one digit each. Typing moves to the next box, Backspace in an empty box
 * goes back and clears the previous one, arrows move between boxes, and pasting (or the phone's code
 * autofill into the first box) fills them all. Each box is named "Digit n of 6"; the group is named by the
 * visible label and described by the error.
 *
 * The value is the code as typed, a blank slot being a space ("12 4" has the third digit missing), so
 * `isCompleteCode` is what decides whether it can be sent.
 */
import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { t } from '@/lib/i18n';
import * as styles from './otp-code-input.css';

export const OTP_LENGTH = 6;

export const isCompleteCode = (value: string) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);

const slotsOf = (value: string) => Array.from({ length: OTP_LENGTH }, (_, index) => (/\d/.test(value[index] ?? '') ? (value[index] as string) : ' '));
const join = (slots: string[]) => slots.join('').trimEnd();
const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** Writes `digits` into the slots from `start`; returns the new value and the box to focus. */
export function fillCode(value: string, start: number, digits: string): { value: string; focus: number } {
  const slots = slotsOf(value);
  const incoming = onlyDigits(digits).slice(0, OTP_LENGTH - start);
  incoming.split('').forEach((digit, offset) => {
    slots[start + offset] = digit;
  });
  return { value: join(slots), focus: Math.min(OTP_LENGTH - 1, start + incoming.length) };
}

export interface OtpCodeInputProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  errorMessage?: string | null;
  isDisabled?: boolean;
  autoFocus?: boolean;
}

export function OtpCodeInput({ value, onChange, label, errorMessage, isDisabled, autoFocus }: OtpCodeInputProps) {
  const id = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const slots = slotsOf(value);
  const focus = (index: number) => inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const type = (index: number, typed: string) => {
    const digits = onlyDigits(typed);
    const previous = slots[index]?.trim() ?? '';
    if (digits === '') {
      const cleared = [...slots];
      cleared[index] = ' ';
      onChange(join(cleared));
      return;
    }
    // Typing over a filled box yields two digits: keep the new one. More than that is an autofill or paste.
    const entered = digits.length === 2 && previous !== '' && digits.includes(previous) ? digits.replace(previous, '') : digits;
    const next = fillCode(value, entered.length >= OTP_LENGTH ? 0 : index, entered);
    onChange(next.value);
    focus(entered.length >= OTP_LENGTH ? OTP_LENGTH - 1 : index + entered.length);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && (slots[index] ?? ' ') === ' ' && index > 0) {
      event.preventDefault();
      const cleared = [...slots];
      cleared[index - 1] = ' ';
      onChange(join(cleared));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focus(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focus(OTP_LENGTH - 1);
    }
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = onlyDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (digits === '') return;
    // A whole code fills every box, wherever it was pasted.
    const next = fillCode(value, digits.length >= OTP_LENGTH ? 0 : index, digits);
    onChange(next.value);
    focus(next.focus);
  };

  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div role="group" aria-labelledby={`${id}-label`} aria-describedby={errorMessage ? errorId : undefined} className={styles.boxes}>
        {slots.map((slot, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={styles.box}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('account.otpDigit', { index: index + 1, total: OTP_LENGTH })}
            aria-invalid={errorMessage ? true : undefined}
            aria-describedby={errorMessage ? errorId : undefined}
            value={slot.trim()}
            disabled={isDisabled}
            // The code view opens for this one task, so its first box takes focus.
            autoFocus={autoFocus && index === 0}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => type(index, event.currentTarget.value)}
            onKeyDown={(event) => keyDown(index, event)}
            onPaste={(event) => paste(index, event)}
          />
        ))}
      </div>
      {errorMessage ? (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
