/**
 * The guest's contact card at checkout. Empty or being edited: name, phone and email (all required, stored
 * on this device as typed), Reset (after 'Are you sure want to reset ?') and Save. Saved: the details with
 * an Edit button. With nothing entered it says 'No Contact Info Added'.
 */
import { useState } from 'react';
import { PlainButton } from '@/components/ui/button/plain-button';
import { ConfirmDialogOnDemand } from '@/components/ui/dialog/confirm-dialog-on-demand';
import { PlainTextField } from '@/components/ui/text-field/plain-text-field';
import { t } from '@/lib/i18n';
import { contactProblems, EMPTY_CONTACT, isContactEmpty, type GuestContact } from './guest-contact';
import * as styles from './guest-contact-form.css';

type Problems = ReturnType<typeof contactProblems>;

const messageOf = (problem: Problems[keyof Problems]) => (problem === 'invalid' ? t('layout.newsletterInvalid') : problem === 'required' ? t('checkout.contactRequired') : null);

export interface GuestContactFormProps {
  contact: GuestContact;
  onChange: (contact: GuestContact) => void;
  /** Fields the booking found missing or invalid. */
  bookingErrors: Partial<Record<keyof GuestContact, boolean>>;
}

export function GuestContactForm({ contact, onChange, bookingErrors }: GuestContactFormProps) {
  // null: not touched yet, so a complete contact read from the device shows as saved.
  const [editing, setEditing] = useState<boolean | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [resetting, setResetting] = useState(false);
  const complete = Object.keys(contactProblems(contact)).length === 0;
  const showForm = editing ?? !complete;

  const change = (field: keyof GuestContact, value: string) => {
    setEditing(true);
    onChange({ ...contact, [field]: value });
  };
  const errorFor = (field: keyof GuestContact) => messageOf(problems[field]) ?? (bookingErrors[field] ? messageOf(contactProblems(contact)[field] ?? 'required') : null);

  return (
    <section className={styles.card} aria-labelledby="checkout-contact">
      <div className={styles.header}>
        <h2 id="checkout-contact" className={styles.title}>
          {t('checkout.contactTitle')}
        </h2>
        {!showForm ? (
          <PlainButton variant="link" onPress={() => setEditing(true)}>
            {t('common.edit')}
          </PlainButton>
        ) : null}
      </div>
      {isContactEmpty(contact) ? (
        <p role="status" className={styles.empty}>
          {t('checkout.noContact')} — {t('checkout.enterContact')}
        </p>
      ) : null}
      {showForm ? (
        <form
          noValidate
          className={styles.fields}
          onSubmit={(event) => {
            event.preventDefault();
            const found = contactProblems(contact);
            setProblems(found);
            if (Object.keys(found).length === 0) setEditing(false);
          }}
        >
          <PlainTextField label={t('checkout.contactName')} autoComplete="name" isRequired value={contact.contact_person_name} onChange={(value) => change('contact_person_name', value)} errorMessage={errorFor('contact_person_name')} />
          <PlainTextField label={t('checkout.contactPhone')} type="tel" inputMode="tel" autoComplete="tel" isRequired value={contact.contact_person_number} onChange={(value) => change('contact_person_number', value)} errorMessage={errorFor('contact_person_number')} />
          <PlainTextField label={t('checkout.contactEmail')} type="email" inputMode="email" autoComplete="email" isRequired value={contact.contact_person_email} onChange={(value) => change('contact_person_email', value)} errorMessage={errorFor('contact_person_email')} />
          <div className={styles.actions}>
            <PlainButton variant="secondary" isDisabled={isContactEmpty(contact)} onPress={() => setResetting(true)}>
              {t('common.reset')}
            </PlainButton>
            <PlainButton type="submit">{t('common.save')}</PlainButton>
          </div>
        </form>
      ) : (
        <dl className={styles.summary}>
          <dt>{t('checkout.contactName')}</dt>
          <dd>{contact.contact_person_name}</dd>
          <dt>{t('checkout.contactPhone')}</dt>
          <dd dir="ltr">{contact.contact_person_number}</dd>
          <dt>{t('checkout.contactEmail')}</dt>
          <dd>{contact.contact_person_email}</dd>
        </dl>
      )}
      <ConfirmDialogOnDemand
        isOpen={resetting}
        title={t('addresses.resetContact')}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onCancel={() => setResetting(false)}
        onConfirm={() => {
          setResetting(false);
          setProblems({});
          setEditing(true);
          onChange(EMPTY_CONTACT);
        }}
      />
    </section>
  );
}
