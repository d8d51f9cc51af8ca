/** Step 1: what is sent. Each category says what fits and what it costs per km and at least. */
import { useState } from 'react';
import { QueryView } from '@/components/feedback/query-view';
import { Picture } from '@/components/ui/picture/picture';
import { Price } from '@/components/ui/price/price';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { t } from '@/lib/i18n';
import { useParcelCategories } from '../api/content';
import type { ParcelCategory } from '../api/structs';
import * as styles from '../components/wizard.css';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

function Rates({ category }: { category: ParcelCategory }) {
  const perKm = category.parcel_per_km_shipping_charge ?? 0;
  const minimum = category.parcel_minimum_shipping_charge ?? 0;
  if (minimum <= 0) return <span className={styles.muted}>{t('parcel.standardRates')}</span>;
  return (
    <span className={styles.muted}>
      <Price amount={perKm} size="sm" suffix={t('parcel.perKm')} /> · {t('parcel.minimum')} <Price amount={minimum} size="sm" />
    </span>
  );
}

export function CategoryStep({ draft, update, onNext }: StepProps) {
  const categories = useParcelCategories();
  const [tried, setTried] = useState(false);
  return (
    <StepForm
      label={t('parcel.steps.category')}
      onContinue={() => {
        setTried(true);
        if (draft.categoryId !== null && categories.data?.some((category) => category.id === draft.categoryId)) onNext();
      }}
    >
      <QueryView query={categories} loading={<Skeleton height="240px" />}>
        {(list) => (
          <RadioGroup
            label={t('parcel.whatToSend')}
            appearance="cards"
            value={draft.categoryId === null ? null : String(draft.categoryId)}
            onChange={(value) => update({ ...draft, categoryId: Number(value) })}
            errorMessage={tried && draft.categoryId === null ? t('parcel.errors.categoryRequired') : null}
            isRequired
            options={list.map((category) => ({
              value: String(category.id),
              textValue: category.name,
              label: (
                <span className={styles.categoryOption}>
                  <Picture src={category.image_full_url ?? null} alt="" ratio="1 / 1" round width={48} height={48} className={styles.categoryImage} />
                  <span className={styles.optionText}>
                    <span className={styles.strong}>{category.name}</span>
                    {category.description ? <span className={styles.muted}>{category.description}</span> : null}
                    <Rates category={category} />
                  </span>
                </span>
              ),
            }))}
          />
        )}
      </QueryView>
    </StepForm>
  );
}
