/** The country phone numbers start with: applies at once and says so. */
import { Select, type SelectOption } from '@/components/ui/select/select';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';

export interface CountryOption extends SelectOption {
  dial: string;
}

export function CountrySetting({ options, value, onChange }: { options: readonly CountryOption[]; value: string | null; onChange: (code: string) => void }) {
  return (
    <Select
      label={t('settings.country')}
      hideLabel
      options={[...options]}
      value={value}
      onChange={(code) => {
        const chosen = options.find((option) => option.id === code);
        if (!chosen || code === value) return;
        onChange(code);
        notify.success(t('settings.countrySaved', { country: chosen.label }));
      }}
    />
  );
}
