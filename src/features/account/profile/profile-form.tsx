/**
 * The profile edit form: photo, name, email, phone ('Not Changeable' once verified), optional new password
 * and its confirmation, and the current password that changing the password, the email or the phone needs.
 */
import { lazy, Suspense } from 'react';
import { useConfig } from '@/api/config';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import type { Profile } from '../api/auth';
import { PhotoField } from './photo-field';
import { useProfileForm } from './use-profile-form';
import * as styles from './profile.css';

const ProfileCodeDialog = lazy(() => import('./profile-code-dialog'));

export function ProfileForm({ profile }: { profile: Profile }) {
  const form = useProfileForm(profile);
  const config = useConfig();
  const { values, errors, set } = form;
  return (
    <>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <PhotoField current={profile.image_full_url} file={form.image} error={form.imageError} onChoose={form.chooseImage} />
        <TextField label={t('profile.name')} isRequired autoComplete="name" value={values.name} onChange={(value) => set('name', value)} errorMessage={errors.name} />
        <div className={styles.columns}>
          <TextField label={t('profile.email')} type="email" inputMode="email" autoComplete="email" value={values.email} onChange={(value) => set('email', value)} errorMessage={errors.email} />
          <TextField
            label={t('profile.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            isReadOnly={form.phoneLocked}
            description={form.phoneLocked ? t('profile.notChangeable') : undefined}
            value={values.phone}
            onChange={(value) => set('phone', value)}
            errorMessage={errors.phone}
          />
        </div>
        <TextField
          label={t('profile.currentPassword')}
          type="password"
          autoComplete="current-password"
          description={t('profile.currentPasswordHint')}
          value={values.currentPassword}
          onChange={(value) => set('currentPassword', value)}
          errorMessage={errors.currentPassword}
        />
        <div className={styles.columns}>
          <TextField label={t('profile.newPassword')} type="password" autoComplete="new-password" description={t('profile.passwordHint')} value={values.password} onChange={(value) => set('password', value)} errorMessage={errors.password} />
          <TextField label={t('profile.confirmPassword')} type="password" autoComplete="new-password" value={values.confirmPassword} onChange={(value) => set('confirmPassword', value)} errorMessage={errors.confirmPassword} />
        </div>
        {form.formError ? (
          <p role="alert" className={styles.alert}>
            {form.formError}
          </p>
        ) : null}
        <div>
          <Button type="submit" isPending={form.isPending}>
            {t('profile.save')}
          </Button>
        </div>
      </form>
      {/* Outside the form: events from the dialog's own form bubble through React portals. */}
      {form.codeStep ? (
        <Suspense fallback={null}>
          <ProfileCodeDialog key={form.codeStep.round} step={form.codeStep} showDemoHint={config.data?.demo === true} onVerify={form.verifyCode} onResend={form.resendCode} onClose={form.closeCodeStep} />
        </Suspense>
      ) : null}
    </>
  );
}
