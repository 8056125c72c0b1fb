import { leadForm, type LeadFormValues } from '@vahanhaat/contract/forms/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../lib/forms/message-text';
import { tidied, useSubmit, useZodForm } from '../../../lib/forms/use-zod-form';
import { PHONE_INPUT, phoneFieldValue } from '../../../lib/phone';
import { usePlaceNames } from '../../../lib/place-names';
import { toast } from '../../../lib/toast';
import { PIN_LENGTH, createLead, leadErrorText, type PincodeArea } from '../api/leads';
import { usePincodeLookup } from '../use-pincode-lookup';

interface LeadFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The request was stored: the caller shows the success dialog. */
  onSubmitted: () => void;
}

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
const EMPTY: LeadFormValues = { name: '', phone: '', pincode: '' };

/** 'Enter Your Details...': the call-back request of spec §2–§5. */
export function LeadFormModal({ open, onClose, onSubmitted }: LeadFormModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(leadForm, { defaultValues: EMPTY });
  // State and district are not checked: they live beside the form, filled by the PIN lookup.
  const [state, setState] = useState('');
  const [district, setDistrict] = useState('');
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  const fillArea = (area: PincodeArea | null) => {
    setState(area?.state ?? '');
    setDistrict(area?.district ?? '');
  };
  const lookup = usePincodeLookup(watch('pincode'), fillArea);
  // State and district are typed in only when the lookup could not fill them (spec §5).
  const areaEditable = lookup.status === 'failed';
  const places = usePlaceNames();

  const submit = useSubmit(form, async ({ name, phone }) => {
    try {
      const body = await createLead({ name, phone, state, district });
      if (body.status === 200) {
        onSubmitted();
        return;
      }
      toast.error(leadErrorText(body, t('common.somethingWentWrong')));
    } catch (error) {
      console.error('lead request failed', error);
      toast.error(t('common.somethingWentWrong'));
    }
  });

  const errorProps = (field: 'name' | 'phone' | 'pincode') =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `lead-${field}-error` } : {};
  const errorLine = (field: 'name' | 'phone' | 'pincode') =>
    errors[field] ? (
      <p id={`lead-${field}-error`} className="field__error" role="alert">
        {errorText(errors[field])}
      </p>
    ) : null;

  return (
    <Modal open={open} title={t('leads.title')} onClose={onClose} closeHidden={isSubmitting} size="sm">
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor="lead-name" className="field__label">
            {t('leads.name')}
          </label>
          <input id="lead-name" className="field__input" autoComplete="name" {...register('name')} {...errorProps('name')} />
          {errorLine('name')}
        </div>
        <div className="field">
          <label htmlFor="lead-phone" className="field__label">
            {t('leads.phone')}
          </label>
          <input
            id="lead-phone"
            className="field__input"
            {...PHONE_INPUT}
            // A pasted "+91 98765 43210" or "098765 43210" becomes 9876543210.
            {...tidied(register('phone'), phoneFieldValue)}
            {...errorProps('phone')}
          />
          {errorLine('phone')}
        </div>
        <div className="field">
          <label htmlFor="lead-pincode" className="field__label">
            {t('leads.pincode')}
          </label>
          <div className="field__with-action">
            <input
              id="lead-pincode"
              className="field__input"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={PIN_LENGTH}
              {...tidied(register('pincode'), (value) => {
                fillArea(null);
                return digits(value, PIN_LENGTH);
              })}
              {...errorProps('pincode')}
            />
            {lookup.status === 'loading' ? (
              <span className="field__action">
                <Spinner size="sm" tone="brand" />
              </span>
            ) : null}
          </div>
          {errorLine('pincode')}
          {lookup.status === 'failed' ? (
            <p className="field__error" role="alert">
              {lookup.message}
            </p>
          ) : null}
        </div>
        <div className="form__row">
          <div className="field">
            <label htmlFor="lead-state" className="field__label">
              {t('leads.state')}
            </label>
            <input
              id="lead-state"
              className="field__input"
              // The looked-up state is shown in the reader's language; its English name is sent.
              value={areaEditable ? state : places.state(state)}
              disabled={!areaEditable}
              onChange={(e) => setState(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="lead-district" className="field__label">
              {t('leads.district')}
            </label>
            <input
              id="lead-district"
              className="field__input"
              value={district}
              disabled={!areaEditable}
              onChange={(e) => setDistrict(e.target.value)}
            />
          </div>
        </div>
        <button type="submit" className="button button--primary button--block button--large" disabled={isSubmitting}>
          {isSubmitting ? t('common.loading') : t('leads.submit')}
        </button>
      </form>
    </Modal>
  );
}
