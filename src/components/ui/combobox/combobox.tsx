/**
 * Combobox with items loaded by the caller (e.g. place search): type, pick an option with keyboard or
 * pointer. Items are filtered by the caller (server-side search), so the list shows what it is given.
 */
import type { ReactNode } from 'react';
import { ComboBox as AriaComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text, FieldError } from 'react-aria-components/ComboBox';
import * as fieldStyles from '../text-field/text-field.css';
import * as styles from './combobox.css';

export interface ComboboxItem {
  id: string;
  label: string;
  secondary?: string;
}

export interface ComboboxProps {
  label: ReactNode;
  items: ComboboxItem[];
  inputValue: string;
  onInputChange: (value: string) => void;
  onSelect: (item: ComboboxItem) => void;
  placeholder?: string;
  isLoading?: boolean;
  emptyText?: string;
  loadingText?: string;
  errorMessage?: string | null;
  isDisabled?: boolean;
  className?: string;
}

export function Combobox({ label, items, inputValue, onInputChange, onSelect, placeholder, isLoading, emptyText, loadingText, errorMessage, isDisabled, className }: ComboboxProps) {
  return (
    <AriaComboBox
      items={items}
      inputValue={inputValue}
      onInputChange={onInputChange}
      onSelectionChange={(key) => {
        const item = items.find((entry) => entry.id === key);
        if (item) onSelect(item);
      }}
      allowsEmptyCollection
      menuTrigger="input"
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      className={[fieldStyles.field, className ?? ''].join(' ')}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Input placeholder={placeholder} className={fieldStyles.input} />
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox
          className={styles.listBox}
          renderEmptyState={() => <div className={styles.status}>{isLoading ? loadingText : emptyText}</div>}
        >
          {(item: ComboboxItem) => (
            <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
              <Text slot="label">{item.label}</Text>
              {item.secondary ? (
                <Text slot="description" className={styles.secondary}>
                  {item.secondary}
                </Text>
              ) : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
