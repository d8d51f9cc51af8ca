/**
 * The convert dialog's state: the typed points, the check against balance, minimum and rate (shown once
 * typed), what the wallet gets, and the transfer. Success is announced only after the server kept it.
 */
import { useState } from 'react';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { errorMessages } from '@/lib/query-client';
import { useMutation, useQueryClient } from '@/lib/query';
import { loyaltyKeys } from './api/keys';
import { transferPoints } from './api/loyalty';
import { checkConversion, minimumTransfer, type ConversionRules } from './conversion';

export function useConvertPoints(balance: number, rules: ConversionRules, onDone: () => void) {
  const [points, setPoints] = useState('');
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const queryClient = useQueryClient();
  const check = checkConversion(points, balance, rules);
  const mutation = useMutation({
    mutationFn: transferPoints,
    meta: { silent: true },
    onSuccess: () => {
      notify.success(t('wallet.loyalty.success'));
      void queryClient.invalidateQueries({ queryKey: loyaltyKeys.all() });
      onDone();
    },
    onError: (error) => setServerErrors(errorMessages(error)),
  });
  const problem = !check.ok && points.trim() !== '' ? check.problem : null;
  const messages: Record<string, string> = {
    required: t('wallet.loyalty.required'),
    'not-whole': t('wallet.loyalty.notWhole'),
    'below-minimum': t('wallet.loyalty.belowMinimum', { minimum: minimumTransfer(rules) }),
    'below-rate': t('wallet.loyalty.belowRate', { rate: minimumTransfer(rules) }),
    'above-balance': t('wallet.loyalty.aboveBalance', { balance }),
  };
  return {
    points,
    setPoints: (value: string) => {
      setPoints(value);
      setServerErrors([]);
    },
    error: problem ? (messages[problem] ?? null) : null,
    amount: check.ok ? check.amount : null,
    serverErrors,
    canSubmit: check.ok && !mutation.isPending,
    isPending: mutation.isPending,
    submit: () => {
      if (check.ok) mutation.mutate(check.points);
    },
  };
}
