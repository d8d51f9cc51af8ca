/** Name, phone, email and password fields shared by both applications. */
import { TextField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import type { Errors, PersonFields, Problem } from '../rules';
import * as styles from './registration.css';

export const problemText = (problem: Problem | undefined) => (problem ? t(`partners.problems.${problem}`) : undefined);

export function PersonInputs({ values, onChange, problems, serverError }: { values: PersonFields; onChange: (patch: Partial<PersonFields>) => void; problems: Errors<keyof PersonFields>; serverError: (field: keyof PersonFields) => string | null }) {
  const error = (field: keyof PersonFields) => problemText(problems[field]) ?? serverError(field) ?? undefined;
  return (
    <div className={styles.grid}>
      <TextField label={t('partners.firstName')} isRequired autoComplete="given-name" maxLength={100} value={values.firstName} onChange={(firstName) => onChange({ firstName })} errorMessage={error('firstName')} />
      <TextField label={t('partners.lastName')} autoComplete="family-name" maxLength={100} value={values.lastName} onChange={(lastName) => onChange({ lastName })} errorMessage={error('lastName')} />
      <TextField label={t('partners.phone')} isRequired type="tel" inputMode="tel" autoComplete="tel" maxLength={20} value={values.phone} onChange={(phone) => onChange({ phone })} errorMessage={error('phone')} />
      <TextField label={t('partners.email')} isRequired type="email" autoComplete="email" maxLength={100} value={values.email} onChange={(email) => onChange({ email })} errorMessage={error('email')} />
      <TextField label={t('partners.password')} isRequired type="password" autoComplete="new-password" description={t('partners.passwordHint')} value={values.password} onChange={(password) => onChange({ password })} errorMessage={error('password')} />
      <TextField label={t('partners.confirmPassword')} isRequired type="password" autoComplete="new-password" value={values.confirmPassword} onChange={(confirmPassword) => onChange({ confirmPassword })} errorMessage={error('confirmPassword')} />
    </div>
  );
}
