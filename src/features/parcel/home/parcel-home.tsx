/**
 * Parcel home: what the module does and a start button, the promotional banners, the categories (each opens
 * the wizard with it chosen), how it works and why to choose it. Every section comes from the server and is
 * kept for offline visits; a section the operator left empty is not shown.
 */
import { QueryView } from '@/components/feedback/query-view';
import { Carousel, TwoUpBannersRoom } from '@/components/ui/carousel/carousel';
import { Link } from '@/components/ui/link/link';
import { Picture } from '@/components/ui/picture/picture';
import { SectionHeader } from '@/components/ui/section-header/section-header';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { container } from '@/styles/utils.css';
import { useHowItWorks, useParcelBanners, useParcelCategories, useWhyChoose } from '../api/content';
import { howItWorksSteps, keyedValue } from './how-it-works';
import * as styles from './parcel-home.css';

function Banners() {
  const banners = useParcelBanners();
  const list = (banners.data ?? []).filter((banner) => banner.image_full_url || banner.value_full_url);
  if (banners.isPending) {
    return (
      <section className={styles.section} aria-hidden="true">
        <TwoUpBannersRoom />
      </section>
    );
  }
  if (list.length === 0) return null;
  return (
    <div className={styles.section}>
      <Carousel
        label={t('parcel.banners')}
        autoplayDelay={4000}
        speed={800}
        loop
        height="auto"
        twoUpWide
        slides={list.map((banner, index) => ({
          id: String(banner.id),
          content: <Picture src={banner.image_full_url || banner.value_full_url || null} alt={banner.title ?? ''} ratio="2 / 1" priority={index === 0} width={600} height={300} className={styles.bannerImage} />,
        }))}
      />
    </div>
  );
}

function HowItWorks() {
  const content = useHowItWorks();
  const contents = content.data?.banner_contents;
  const steps = howItWorksSteps(contents);
  if (steps.length === 0) return null;
  const title = content.data?.section_title || keyedValue(contents, 'section_title') || t('parcel.howItWorks');
  return (
    <section className={styles.section} aria-labelledby="parcel-how">
      <SectionHeader id="parcel-how" title={title} />
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            {step.subtitle ? <p className={styles.muted}>{step.subtitle}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function WhyChoose() {
  const reasons = useWhyChoose();
  const list = reasons.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="parcel-why">
      <SectionHeader id="parcel-why" title={t('parcel.whyChoose')} />
      <ul className={styles.reasons}>
        {list.map((reason) => (
          <li key={reason.id} className={styles.reason}>
            {reason.image_full_url ? <Picture src={reason.image_full_url} alt="" ratio="1 / 1" width={56} height={56} className={styles.reasonImage} /> : null}
            <div className={styles.reasonText}>
              <h3 className={styles.stepTitle}>{reason.title}</h3>
              {reason.short_description ? <p className={styles.muted}>{reason.short_description}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ParcelHome() {
  const categories = useParcelCategories();
  return (
    <div className={container}>
      <section className={styles.hero} aria-labelledby="parcel-home-title">
        <h1 id="parcel-home-title" className={styles.title}>
          {t('parcel.homeTitle')}
        </h1>
        <p className={styles.subtitle}>{t('parcel.homeSubtitle')}</p>
        <Link href={paths.parcelSend()} appearance="primary" size="lg">
          {t('parcel.start')}
        </Link>
      </section>

      <Banners />

      <section className={styles.section} aria-labelledby="parcel-categories">
        <SectionHeader id="parcel-categories" title={t('parcel.whatToSend')} subtitle={t('parcel.whatToSendHint')} />
        <QueryView query={categories} loading={<Skeleton height="160px" />}>
          {(list) => (
            <ul className={styles.grid}>
              {list.map((category) => (
                <li key={category.id}>
                  <Link href={paths.parcelSend({ category: category.id })} className={styles.category}>
                    <Picture src={category.image_full_url ?? null} alt="" ratio="1 / 1" round width={72} height={72} className={styles.categoryImage} />
                    <span className={styles.categoryName}>{category.name}</span>
                    {category.description ? <span className={styles.muted}>{category.description}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>

      <HowItWorks />
      <WhyChoose />
    </div>
  );
}
