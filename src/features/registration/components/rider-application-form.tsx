/** The delivery-person application: two steps, then the confirmation. */
import { QueryView } from '@/components/feedback/query-view';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { Select } from '@/components/ui/select/select';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { TextField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { deliveryVehiclesOptions, partnerZonesOptions } from '../api/registration';
import { RIDER_STEPS, useRiderApplication, type RiderApplicationTalon, type WorkValues } from '../use-rider-application';
import { Confirmation } from './confirmation';
import { PersonInputs, problemText } from './person-fields';
import { PictureField } from './picture-field';
import { StepFrame } from './step-frame';
import * as styles from './registration.css';

function WorkStep({ talon }: { talon: RiderApplicationTalon }) {
  const zones = useQuery(partnerZonesOptions());
  const vehicles = useQuery(deliveryVehiclesOptions());
  const { work, problems } = talon;
  const error = (field: Parameters<RiderApplicationTalon['serverError']>[0]) => problemText(problems[field as keyof typeof problems]) ?? talon.serverError(field) ?? undefined;
  return (
    <QueryView query={zones} loading={<Skeleton height="320px" />}>
      {(zoneList) => (
        <div className={styles.grid}>
          <Select label={t('partners.zone')} isRequired placeholder={t('partners.zone')} options={zoneList.map((zone) => ({ id: String(zone.id), label: zone.display_name || zone.name }))} value={work.zoneId === null ? null : String(work.zoneId)} onChange={(id) => talon.setWork({ zoneId: Number(id) })} errorMessage={error('zoneId')} />
          <Select
            label={t('partners.vehicle')}
            isRequired
            placeholder={t('partners.vehicle')}
            options={(vehicles.data ?? []).map((vehicle) => ({ id: String(vehicle.id), label: t('partners.vehicleRange', { type: vehicle.type, from: vehicle.starting_coverage_area, to: vehicle.maximum_coverage_area }) }))}
            value={work.vehicleId === null ? null : String(work.vehicleId)}
            onChange={(id) => talon.setWork({ vehicleId: Number(id) })}
            errorMessage={error('vehicleId')}
          />
          <RadioGroup label={t('partners.earning')} orientation="horizontal" value={String(work.earning)} onChange={(value) => talon.setWork({ earning: value === '0' ? 0 : 1 })} errorMessage={talon.serverError('earning') ?? undefined} options={[{ value: '1', label: t('partners.freelancer') }, { value: '0', label: t('partners.salaried') }]} />
          <Select
            label={t('partners.identityType')}
            isRequired
            placeholder={t('partners.identityType')}
            options={[
              { id: 'passport', label: t('partners.passport') },
              { id: 'driving_license', label: t('partners.drivingLicense') },
              { id: 'nid', label: t('partners.nid') },
            ]}
            value={work.identityType}
            onChange={(id) => talon.setWork({ identityType: id as WorkValues['identityType'] })}
            errorMessage={error('identityType')}
          />
          <TextField label={t('partners.identityNumber')} isRequired maxLength={50} value={work.identityNumber} onChange={(identityNumber) => talon.setWork({ identityNumber })} errorMessage={error('identityNumber')} />
          <div className={styles.wide}>
            <PictureField label={t('partners.identityImages')} hint={t('partners.identityHint')} pictures={talon.identity} max={3} error={error('identityImages')} required />
          </div>
        </div>
      )}
    </QueryView>
  );
}

export function RiderApplicationForm({ homeHref }: { homeHref: string }) {
  const talon = useRiderApplication();
  if (talon.done) return <Confirmation title={t('partners.doneRiderTitle')} body={t('partners.doneRiderBody', { email: talon.person.email.trim() })} homeHref={homeHref} />;
  const personal = talon.step === 'personal';
  return (
    <StepFrame
      number={talon.stepNumber}
      total={RIDER_STEPS.length}
      name={personal ? t('partners.steps.personal') : t('partners.steps.work')}
      onBack={personal ? undefined : talon.back}
      onNext={() => void talon.next()}
      isLast={!personal}
      isSending={talon.sending}
      message={talon.serverMessage}
    >
      {personal ? (
        <>
          <PersonInputs values={talon.person} onChange={talon.setPerson} problems={talon.problems} serverError={talon.serverError} />
          <PictureField label={t('partners.photo')} hint={t('partners.photoHint')} pictures={talon.photo} error={talon.serverError('photo')} />
        </>
      ) : (
        <WorkStep talon={talon} />
      )}
    </StepFrame>
  );
}
