/**
 * Radio group (react-aria-components RadioGroup + RadioField + RadioButton) for one choice among a few:
 * trip type, filters (`appearance="list"`, vertical or horizontal), or module and address pickers
 * (`appearance="cards"`, a grid of selectable cards). Arrow keys move the selection; the group label,
 * descriptions and error message are wired to assistive technology.
 *
 * `plain`: the native radios of plain-radio-group.tsx with the same look (the browser moves the choice with the
 * arrow keys), for a first screen's form (the trip search, the checkouts): react-aria's radio takes each over
 * with some twenty effects. A first screen imports `PlainRadioGroup` itself, so react-aria stays out of its scripts.
 */
import { RadioButton, RadioField, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components/RadioGroup';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../field/field';
import * as fieldStyles from '../field/field.css';
import { cx } from '../utils/cx';
import { OptionMark, PlainRadioGroup, type RadioGroupProps } from './plain-radio-group';
import * as styles from './radio-group.css';
import { AriaLocale } from '../utils/aria-locale';

export type { RadioGroupProps, RadioOption } from './plain-radio-group';

export function RadioGroup(props: RadioGroupProps) {
  return props.plain ? <PlainRadioGroup {...props} /> : <AriaRadios {...props} />;
}

function AriaRadios({
  label,
  hideLabel,
  description,
  options,
  value,
  onChange,
  appearance = 'list',
  orientation = 'vertical',
  errorMessage,
  isDisabled,
  isRequired,
  name,
  className,
}: RadioGroupProps) {
  const cards = appearance === 'cards';
  return (
    <AriaLocale>
      <AriaRadioGroup
        value={value}
        onChange={onChange}
        orientation={orientation}
        isInvalid={Boolean(errorMessage)}
        isDisabled={isDisabled}
        isRequired={isRequired}
        name={name}
        className={cx(styles.group, className)}
      >
        <FieldLabel hidden={hideLabel} isRequired={isRequired}>
          {label}
        </FieldLabel>
        <div className={cards ? styles.cards : styles.list}>
          {options.map((option) => (
            <RadioField key={option.value} value={option.value} isDisabled={option.isDisabled} className={styles.field}>
              <RadioButton className={cx(styles.radio, cards && styles.card)}>
                <OptionMark cards={cards} />
                <span className={styles.optionText}>
                  {option.label}
                  {cards && option.description ? (
                    <Text slot="description" className={styles.optionDescription}>
                      {option.description}
                    </Text>
                  ) : null}
                </span>
              </RadioButton>
              {!cards && option.description ? (
                <Text slot="description" className={cx(fieldStyles.description, styles.listDescription)}>
                  {option.description}
                </Text>
              ) : null}
            </RadioField>
          ))}
        </div>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorMessage>{errorMessage || undefined}</FieldErrorMessage>
      </AriaRadioGroup>
    </AriaLocale>
  );
}
