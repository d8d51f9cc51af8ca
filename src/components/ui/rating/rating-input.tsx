/**
 * Star rating input for reviews, built on react-aria-components RadioGroup: five radios named "1 star" …
 * "5 stars", arrow keys change the value (mirrored in Arabic), hovering previews it. The group label and
 * error message are wired to assistive technology like any other field.
 */
import { useState, type ReactNode } from 'react';
import { RadioButton, RadioField, RadioGroup } from 'react-aria-components/RadioGroup';
import { t, type TranslationKey } from '@/lib/i18n';
import { visuallyHidden } from '@/styles/layout.css';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../field/field';
import { Icon } from '../icon/icon';
import { cx } from '../utils/cx';
import * as styles from './rating.css';
import { AriaLocale } from '../utils/aria-locale';

const STAR_LABELS: TranslationKey[] = ['ui.stars.one', 'ui.stars.two', 'ui.stars.three', 'ui.stars.four', 'ui.stars.five'];

export interface RatingInputProps {
  /** Defaults to "Your rating". */
  label?: ReactNode;
  value: number | null;
  onChange: (value: number) => void;
  description?: ReactNode;
  errorMessage?: string | null;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
  className?: string;
}

export function RatingInput({ label, value, onChange, description, errorMessage, isDisabled, isRequired, name, className }: RatingInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <AriaLocale>
      <RadioGroup
        value={value === null ? null : String(value)}
        onChange={(next) => onChange(Number(next))}
        orientation="horizontal"
        isDisabled={isDisabled}
        isRequired={isRequired}
        isInvalid={Boolean(errorMessage)}
        name={name}
        className={cx(styles.input, className)}
      >
        <FieldLabel isRequired={isRequired}>{label ?? t('ui.yourRating')}</FieldLabel>
        <div className={styles.inputStars} onPointerLeave={() => setHovered(null)}>
          {STAR_LABELS.map((key, index) => {
            const stars = index + 1;
            return (
              <RadioField key={key} value={String(stars)}>
                <RadioButton className={cx(styles.inputStar, stars <= shown && styles.inputStarOn)} onHoverStart={() => setHovered(stars)} onHoverEnd={() => setHovered(null)}>
                  <Icon name={stars <= shown ? 'starFilled' : 'star'} size={28} />
                  <span className={visuallyHidden}>{t(key)}</span>
                </RadioButton>
              </RadioField>
            );
          })}
        </div>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorMessage>{errorMessage || undefined}</FieldErrorMessage>
      </RadioGroup>
    </AriaLocale>
  );
}
