/** Select (button + list box) for short option lists: language, sort order, filters. */
import type { ReactNode } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue } from 'react-aria-components/Select';
import { Icon } from '../icon/icon';
import * as buttonStyles from '../button/button.css';
import * as comboStyles from '../combobox/combobox.css';
import * as fieldStyles from '../text-field/text-field.css';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps {
  label: ReactNode;
  options: SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  isDisabled?: boolean;
  hideLabel?: boolean;
  className?: string;
}

export function Select({ label, options, value, onChange, isDisabled, hideLabel, className }: SelectProps) {
  return (
    <AriaSelect
      selectedKey={value}
      onSelectionChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      isDisabled={isDisabled}
      className={[fieldStyles.field, className ?? ''].join(' ')}
    >
      <Label className={fieldStyles.label} style={hideLabel ? { position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } : undefined}>
        {label}
      </Label>
      <Button className={`${buttonStyles.base} ${buttonStyles.variants.secondary} ${buttonStyles.sizes.md}`}>
        <SelectValue />
        <Icon name="chevronDown" size={16} />
      </Button>
      <Popover className={comboStyles.popover} style={{ minInlineSize: 160 }}>
        <ListBox className={comboStyles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={comboStyles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
