/** Step 4: an instruction for the rider (the operator's list, or none) and a note. */
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { TextAreaField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import { useInstructions } from '../api/content';
import { NOTE_MAX } from '../draft';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

export function InstructionsStep({ draft, update, onNext, onBack }: StepProps) {
  const instructions = useInstructions();
  const list = instructions.data ?? [];
  return (
    <StepForm label={t('parcel.steps.instructions')} onBack={onBack} onContinue={onNext}>
      {list.length > 0 ? (
        <RadioGroup
          label={t('parcel.instruction')}
          value={draft.instructionId === null ? 'none' : String(draft.instructionId)}
          onChange={(value) => update({ ...draft, instructionId: value === 'none' ? null : Number(value) })}
          options={[{ value: 'none', label: t('parcel.noInstruction') }, ...list.map((entry) => ({ value: String(entry.id), label: entry.instruction }))]}
        />
      ) : null}
      <TextAreaField
        label={t('parcel.note')}
        description={t('parcel.noteHint', { max: NOTE_MAX })}
        maxLength={NOTE_MAX}
        rows={3}
        value={draft.note}
        onChange={(note) => update({ ...draft, note })}
      />
    </StepForm>
  );
}
