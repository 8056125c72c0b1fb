import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAbortError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useLatest } from '../../lib/use-latest';
import { PIN_LENGTH, lookupPincode, type PincodeArea } from './api/leads';

export type PincodeLookupState = { status: 'idle' } | { status: 'loading' } | { status: 'found' } | { status: 'failed'; message: string };

/**
 * Spec §4 pincode lookup: runs when the PIN reaches 6 digits. A hit hands state and district to
 * `onArea`; a miss or an error hands over null and leaves the inline message to show.
 */
export function usePincodeLookup(pincode: string, onArea: (area: PincodeArea | null) => void): PincodeLookupState {
  const { t } = useTranslation();
  const [state, setState] = useState<PincodeLookupState>({ status: 'idle' });
  // The form's setter and the translator, read when the answer comes: the lookup follows the PIN alone.
  const latest = useLatest({ onArea, t });

  useEffect(() => {
    const { onArea, t } = latest.current;
    if (pincode.length !== PIN_LENGTH) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    lookupPincode(pincode, { signal: controller.signal })
      .then((result) => {
        if (result.found) {
          onArea(result.area);
          setState({ status: 'found' });
          return;
        }
        const msg = result.msg || t('leads.pincodeNotFound');
        toast.error(msg);
        onArea(null);
        setState({ status: 'failed', message: t('leads.pincodeFailed', { msg }) });
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        console.error('pincode lookup failed', error);
        toast.error(t('common.somethingWentWrong'));
        onArea(null);
        setState({ status: 'failed', message: t('leads.pincodeFailed', { msg: t('leads.pincodeNotFound') }) });
      });
    return () => controller.abort();
  }, [pincode, latest]);

  return state;
}
