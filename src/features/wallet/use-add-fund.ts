/**
 * The add-fund dialog's state: the typed amount and chosen gateway, their checks (shown after the first
 * submit), the bonus preview, and the hand-off to the payment page. The browser leaves the app on success;
 * an error keeps the dialog open with the server's messages.
 */
import { useState } from 'react';
import { errorMessages } from '@/lib/query-client';
import { useMutation } from '@/lib/query';
import { startAddFund } from './api/wallet';
import { bonusFor, canSubmitAmount, checkAddFund, type AddFundProblem, type BonusOffer } from './add-fund';

/** Where the payment page sends the browser back to: the contract's callback. */
export const addFundCallback = () => `${window.location.origin}/profile?page=wallet`;

export function useAddFund(offers: readonly BonusOffer[], firstGateway: string | null) {
  const [amount, setAmount] = useState('');
  const [gateway, setGateway] = useState<string | null>(firstGateway);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const check = checkAddFund(amount, gateway);
  const mutation = useMutation({
    mutationFn: ({ value, method }: { value: number; method: string }) => startAddFund(value, method, addFundCallback()),
    meta: { silent: true },
    onSuccess: (link) => {
      if (link) window.location.assign(link);
      else setServerErrors(['unknown-method']);
    },
    onError: (error) => setServerErrors(errorMessages(error)),
  });
  // Shown once the customer has left the amount field or tried to submit, as form libraries do.
  const problems: AddFundProblem[] = submitted ? check.problems : touched ? check.problems.filter((problem) => problem !== 'method-required') : [];
  return {
    amount,
    setAmount: (value: string) => {
      setAmount(value);
      setServerErrors([]);
    },
    touch: () => setTouched(true),
    gateway: gateway ?? firstGateway,
    setGateway,
    problems,
    serverErrors,
    bonus: check.amount !== null && check.amount > 0 ? bonusFor(offers, check.amount) : 0,
    canSubmit: canSubmitAmount(amount) && !mutation.isPending && !mutation.isSuccess,
    isPending: mutation.isPending || (mutation.isSuccess && mutation.data !== null),
    submit: () => {
      setSubmitted(true);
      setServerErrors([]);
      const method = gateway ?? firstGateway;
      const ready = checkAddFund(amount, method);
      if (ready.problems.length > 0 || ready.amount === null || !method) return;
      mutation.mutate({ value: ready.amount, method });
    },
  };
}
