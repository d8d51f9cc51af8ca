/**
 * Combobox (react-aria-components ComboBox) for searching a remote list, e.g. places: the caller owns the
 * input value, fetches matching items and passes them in (they are shown as given, not filtered again).
 * While `isLoading` a spinner shows in the input and the empty list says "Loading…"; with no match it says
 * `emptyText`. Picking an option (keyboard or pointer) calls `onSelect` with the item.
 */
import { useContext, useEffect, type Key, type ReactNode } from 'react';
import { ComboBox as AriaComboBox, ComboBoxStateContext, Input, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components/ComboBox';
import { t } from '@/lib/i18n';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../field/field';
import * as listStyles from '../field/listbox.css';
import { Icon, type IconName } from '../icon/icon';
import { Spinner } from '../spinner/spinner';
import { cx } from '../utils/cx';
import { AriaLocale } from '../utils/aria-locale';

export interface ComboboxItem {
  id: string;
  label: string;
  secondary?: string;
}

export interface ComboboxProps {
  label: ReactNode;
  hideLabel?: boolean;
  items: ComboboxItem[];
  inputValue: string;
  onInputChange: (value: string) => void;
  onSelect: (item: ComboboxItem) => void;
  placeholder?: string;
  description?: ReactNode;
  isLoading?: boolean;
  /** Shown when nothing matches (default "No results"). */
  emptyText?: string;
  /** Shown in the empty list while loading (default "Loading…"). */
  loadingText?: string;
  errorMessage?: string | null;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Icon at the inline start of the input (default a magnifier). */
  leadingIcon?: IconName | null;
  /** Icon before each option's text (e.g. `pin` for places). */
  itemIcon?: IconName;
  /** Open the list on focus too, not only while typing. */
  openOnFocus?: boolean;
  /** Open the list as it mounts (taking over a field the customer was typing in: `DeferredCombobox`). */
  openOnMount?: boolean;
  className?: string;
}

export function Combobox({
  label,
  hideLabel,
  items,
  inputValue,
  onInputChange,
  onSelect,
  placeholder,
  description,
  isLoading = false,
  emptyText,
  loadingText,
  errorMessage,
  isDisabled,
  isRequired,
  leadingIcon = 'search',
  itemIcon,
  openOnFocus = false,
  openOnMount = false,
  className,
}: ComboboxProps) {
  return (
    <AriaLocale>
      <AriaComboBox
        items={items}
        inputValue={inputValue}
        onInputChange={onInputChange}
        onChange={(key: Key | null) => {
          const item = items.find((entry) => entry.id === key);
          if (item) onSelect(item);
        }}
        allowsEmptyCollection
        // The text is the search, owned by the caller: a blur or a list arriving never wipes what was typed.
        allowsCustomValue
        menuTrigger={openOnFocus ? 'focus' : 'input'}
        isInvalid={Boolean(errorMessage)}
        isDisabled={isDisabled}
        isRequired={isRequired}
        className={cx(fieldStyles.field, className)}
      >
        <FieldLabel hidden={hideLabel} isRequired={isRequired}>
          {label}
        </FieldLabel>
        <div className={fieldStyles.inputGroup}>
          {leadingIcon ? (
            <span className={fieldStyles.leading}>
              <Icon name={leadingIcon} />
            </span>
          ) : null}
          <Input placeholder={placeholder} className={cx(fieldStyles.input, leadingIcon && fieldStyles.withLeading, fieldStyles.withTrailing)} />
          {isLoading ? (
            <span className={fieldStyles.trailing}>
              <Spinner size="sm" label={null} />
            </span>
          ) : null}
        </div>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorMessage>{errorMessage || undefined}</FieldErrorMessage>
        {openOnMount ? <OpenOnMount /> : null}
        <Popover className={listStyles.popover} offset={4}>
          <ListBox
            className={listStyles.listBox}
            renderEmptyState={() => (
              <div className={listStyles.status} role="status">
                {isLoading ? <Spinner size="sm" label={null} /> : null}
                {isLoading ? (loadingText ?? t('ui.loading')) : (emptyText ?? t('ui.noResults'))}
              </div>
            )}
          >
            {(item: ComboboxItem) => (
              <ListBoxItem id={item.id} textValue={item.label} className={listStyles.option}>
                {itemIcon ? <Icon name={itemIcon} size={18} /> : null}
                <span className={listStyles.optionText}>
                  <Text slot="label">{item.label}</Text>
                  {item.secondary ? (
                    <Text slot="description" className={listStyles.optionDescription}>
                      {item.secondary}
                    </Text>
                  ) : null}
                </span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </AriaComboBox>
    </AriaLocale>
  );
}

/** Opens the list once, as the combobox mounts, as typing would have. */
function OpenOnMount() {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    state?.open(null, 'input');
    // Once, on mount: later changes are the combobox's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
