import { useQueryClient } from '@tanstack/react-query';
import { refundForm, topUpForm, topUpToPay, typedRupees } from '@vahanhaat/contract/forms/deposits';
import { useMemo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { formatRupees } from '../../../lib/format';
import { tidied, useSubmit, useZodForm } from '../../../lib/forms/use-zod-form';
import { queryKeys } from '../../../lib/query';
import { toast } from '../../../lib/toast';
import { requestRefund } from '../api/deposits';
import { useTopUp } from '../use-top-up';

const PRESETS = [10_000, 20_000, 50_000];
const digits = (value: string) => value.replace(/[^\d]/g, '');

/*
 * The buyer's two deposit forms, each checked by the contract's form schema (forms/deposits.ts)
 * built from the limits the API's amountBody and the deposit service use. Both say what is wrong
 * as the amount is typed (the pay button names the amount as it is typed too), not once it is left.
 */

/**
 * A top-up from `min` to `max` (the account's topup_min, topup_max); less than `min` is paid as
 * `min`. Once paid, back to `returnTo` (the lot a refused quote came from) when there is one.
 */
export function TopUpForm({ min, max, suggested, returnTo }: { min: number; max: number; suggested: string; returnTo: string | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { topUp, paying } = useTopUp();
  const schema = useMemo(() => topUpForm({ min, max }), [min, max]);
  const form = useZodForm(schema, { defaultValues: { amount: suggested } });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const typed = typedRupees(amount);
  const toPay = topUpToPay(typed, min);
  const range = { min: formatRupees(min), max: formatRupees(max) };
  const amountError = amount && !schema.safeParse({ amount }).success ? t('deposit.amountRange', range) : null;
  const submit = useSubmit(form, async (v) => {
    const paid = await topUp(topUpToPay(typedRupees(v.amount), min), null);
    if (!paid) return;
    // useTopUp has the account read again.
    form.reset({ amount: '' });
    if (returnTo) navigate(returnTo);
  });

  return (
    <form className="deposit__card" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('deposit.topUpTitle')}</h2>
      {returnTo && <p className="deposit__hint">{t('deposit.returnHint')}</p>}
      <div className="deposit__presets">
        {PRESETS.filter((p) => p >= min && p <= max).map((p) => (
          <button
            key={p}
            type="button"
            className="button button--outline button--small"
            onClick={() => form.setValue('amount', String(p), { shouldValidate: true })}
          >
            {formatRupees(p)}
          </button>
        ))}
      </div>
      <label className="deposit__field">
        <span>{t('deposit.amount')}</span>
        <input
          inputMode="numeric"
          {...tidied(form.register('amount'), digits)}
          aria-invalid={Boolean(amountError)}
          aria-describedby="deposit-amount-help"
        />
      </label>
      <p id="deposit-amount-help" className={amountError ? 'deposit__error' : 'deposit__hint'}>
        {amountError ?? t('deposit.amountHelp', range)}
      </p>
      {!Number.isNaN(typed) && typed > 0 && typed < min && <p className="deposit__hint">{t('deposit.raisedToMin', { min: range.min })}</p>}
      <button type="submit" className="button button--primary" disabled={paying || !amount || Boolean(amountError)}>
        {paying ? t('common.loading') : t('deposit.pay', { amount: Number.isNaN(toPay) ? '' : formatRupees(toPay) })}
      </button>
    </form>
  );
}

/**
 * The refund card: a refund of up to what is `refundable` now, or `why` there can be none; then
 * `children` (the refunds asked for). Asked or refused, the account is read again.
 */
export function RefundForm({ refundable, why, children }: { refundable: number; why: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const schema = useMemo(() => refundForm(refundable), [refundable]);
  const form = useZodForm(schema, { defaultValues: { amount: '' } });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const submit = useSubmit(form, async (v) => {
    try {
      const body = await requestRefund(typedRupees(v.amount));
      if (body.status === 200) {
        toast.success(body.msg ?? t('deposit.refundRequested'));
        form.reset({ amount: '' });
      } else toast.error(body.msg ?? t('common.somethingWentWrong'));
    } finally {
      // Requested or refused, the account (its refunds, what is refundable) is read again.
      await client.invalidateQueries({ queryKey: queryKeys.depositAccount.all() });
    }
  });

  return (
    <form className="deposit__card" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('deposit.refundTitle')}</h2>
      {why ? (
        <p className="deposit__hint" data-testid="deposit-refund-why">
          {why}
        </p>
      ) : (
        <>
          <label className="deposit__field">
            <span>{t('deposit.refundAmount', { max: formatRupees(refundable) })}</span>
            <input inputMode="numeric" {...tidied(form.register('amount'), digits)} />
          </label>
          <div className="deposit__presets">
            <button
              type="button"
              className="button button--outline button--small"
              onClick={() => form.setValue('amount', String(refundable), { shouldValidate: true })}
            >
              {t('deposit.refundAll')}
            </button>
          </div>
          <button
            type="submit"
            className="button button--primary"
            disabled={form.formState.isSubmitting || !schema.safeParse({ amount }).success}
          >
            {t('deposit.refundButton')}
          </button>
        </>
      )}
      {children}
    </form>
  );
}
