import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { errorMessage } from './api/http';

/**
 * A console save: busy while it runs, the server's message (or "Saved") as a toast, then
 * `onSaved`; a failure shows the server's message instead. `run` resolves whether it worked.
 */
export function useSave(onSaved: () => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<{ msg: string }>) {
    setBusy(true);
    try {
      const { msg } = await work();
      toast.success(msg || t('admin.common.saved'));
      onSaved();
      return true;
    } catch (err) {
      toast.error(errorMessage(err, t('common.somethingWentWrong')));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
