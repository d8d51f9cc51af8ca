/**
 * A `Combobox` that is a native input until the customer turns to it, for a first screen's search box:
 * react-aria's combobox takes a field over with about a hundred effects as it mounts, which a slow phone would
 * pay for while hydrating the page, and its chunk would be part of the page's first scripts.
 *
 * The input looks the same and is already a (collapsed) combobox with the same name. When the pointer comes
 * near it or it takes focus, the combobox's chunk loads; then the combobox takes the input's place, with the
 * focus and the caret where they were, and its list open on what was typed meanwhile (the caller owns the
 * text, so nothing typed is lost). Until then Enter submits the form around it, as the combobox does when no
 * suggestion is highlighted.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { importPatiently } from '@/lib/after-load';
import * as fieldStyles from '../field/field.css';
import { hasContent, PlainFieldFrame, usePlainIds } from '../field/plain-field';
import { cx } from '../utils/cx';
import type { Combobox as RichCombobox, ComboboxProps } from './combobox';
import * as styles from './deferred-combobox.css';

type Rich = typeof RichCombobox;

let loaded: Rich | null = null;
let loading: Promise<Rich> | null = null;

function loadRich(): Promise<Rich> {
  return (loading ??= importPatiently(() => import('./combobox')).then(
    (module) => (loaded = module.Combobox),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

/** Where the customer was in the native input when the combobox took its place. */
interface HandOver {
  start: number;
  end: number;
}

export function DeferredCombobox(props: ComboboxProps) {
  // The combobox, and whether it opens its list as it takes over (the customer was typing in the input).
  const [rich, setRich] = useState<{ Combobox: Rich; open: boolean } | null>(() => (loaded ? { Combobox: loaded, open: false } : null));
  const native = useRef<HTMLInputElement>(null);
  const holder = useRef<HTMLDivElement>(null);
  const handOver = useRef<HandOver | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // The combobox renders in the same task as the input's state is read, so no key press falls in between.
  const wanted = () => {
    if (rich) return;
    loadRich().then(
      (Combobox) => {
        if (!live.current) return;
        const input = native.current;
        const focused = input !== null && document.activeElement === input;
        handOver.current = focused ? { start: input.selectionStart ?? input.value.length, end: input.selectionEnd ?? input.value.length } : null;
        flushSync(() => setRich({ Combobox, open: focused && input.value.trim() !== '' }));
      },
      // The native input keeps working; the next focus asks again.
      () => undefined,
    );
  };

  useLayoutEffect(() => {
    const at = handOver.current;
    if (!rich || !at) return;
    handOver.current = null;
    const input = holder.current?.querySelector('input');
    input?.focus();
    input?.setSelectionRange(at.start, at.end);
  }, [rich]);

  if (rich) {
    return (
      <div ref={holder} className={styles.holder}>
        <rich.Combobox {...props} openOnMount={rich.open} />
      </div>
    );
  }
  return (
    <div className={styles.holder}>
      <PlainCombobox {...props} inputRef={native} onWanted={wanted} />
    </div>
  );
}

function PlainCombobox({
  label,
  hideLabel,
  inputValue,
  onInputChange,
  placeholder,
  description,
  errorMessage,
  isDisabled,
  isRequired,
  leadingIcon = 'search',
  className,
  inputRef,
  onWanted,
}: ComboboxProps & { inputRef: React.RefObject<HTMLInputElement | null>; onWanted: () => void }) {
  const ids = usePlainIds(hasContent(description), Boolean(errorMessage));
  return (
    <PlainFieldFrame ids={ids} label={label} hideLabel={hideLabel} isRequired={isRequired} description={description} errorMessage={errorMessage} leadingIcon={leadingIcon} className={className}>
      <input
        ref={inputRef}
        id={ids.input}
        type="text"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        value={inputValue}
        placeholder={placeholder}
        disabled={isDisabled}
        required={isRequired}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={ids.describedBy}
        data-plain=""
        data-invalid={errorMessage ? true : undefined}
        data-disabled={isDisabled || undefined}
        onChange={(event) => onInputChange(event.target.value)}
        onPointerEnter={onWanted}
        onPointerDown={onWanted}
        onFocus={onWanted}
        className={cx(fieldStyles.input, leadingIcon && fieldStyles.withLeading, fieldStyles.withTrailing)}
      />
    </PlainFieldFrame>
  );
}
