/**
 * Select (react-aria-components Select + ListBox) for short option lists: sort order, filters, language.
 * The trigger looks like an input; the list opens in a popover, typing jumps to an option, and the hidden
 * native select keeps form autofill working.
 */
import type { Key, ReactNode } from 'react';
import { Button, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue, Text } from 'react-aria-components/Select';
import { t } from '@/lib/i18n';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../field/field';
import * as listStyles from '../field/listbox.css';
import { Icon } from '../icon/icon';
import { cx } from '../utils/cx';
import { AriaLocale } from '../utils/aria-locale';

export interface SelectOption {
  id: string;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  hideLabel?: boolean;
  options: SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: string | null;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Form field name (the hidden native select submits it). */
  name?: string;
  autoComplete?: string;
  className?: string;
}

export function Select({ label, hideLabel, options, value, onChange, placeholder, description, errorMessage, isDisabled, isRequired, name, autoComplete, className }: SelectProps) {
  return (
    <AriaLocale>
      <AriaSelect
        value={value}
        onChange={(key: Key | null) => {
          if (key !== null) onChange(String(key));
        }}
        placeholder={placeholder ?? t('ui.selectPlaceholder')}
        isDisabled={isDisabled}
        isRequired={isRequired}
        isInvalid={Boolean(errorMessage)}
        name={name}
        autoComplete={autoComplete}
        className={cx(fieldStyles.field, className)}
      >
        <FieldLabel hidden={hideLabel} isRequired={isRequired}>
          {label}
        </FieldLabel>
        <Button className={listStyles.trigger}>
          <SelectValue className={listStyles.value}>
            {/* Only the label in the trigger, not the option's description and check mark. */}
            {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
          </SelectValue>
          <Icon name="chevronDown" size={18} />
        </Button>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorMessage>{errorMessage || undefined}</FieldErrorMessage>
        <Popover className={listStyles.popover} offset={4}>
          <ListBox className={listStyles.listBox} items={options}>
            {(option) => (
              <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled} className={listStyles.option}>
                <span className={listStyles.optionText}>
                  <Text slot="label">{option.label}</Text>
                  {option.description ? (
                    <Text slot="description" className={listStyles.optionDescription}>
                      {option.description}
                    </Text>
                  ) : null}
                </span>
                <Icon name="check" size={18} className={listStyles.check} />
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </AriaSelect>
    </AriaLocale>
  );
}
