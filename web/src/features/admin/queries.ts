import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys, useApiQuery, type QueryState } from '../../lib/query';
import { toast } from '../../lib/toast';
import { errorMessage } from './api/http';

export interface AdminData<T> extends Omit<QueryState<T>, 'error'> {
  /** The server's message when the load failed. */
  error: string | null;
}

/** A console read through the app's cache; a failure reads as the server's message. */
export function useAdminQuery<T>(key: QueryKey, load: (signal: AbortSignal) => Promise<T>): AdminData<T> {
  const state = useApiQuery(key, load);
  return { ...state, error: state.error ? errorMessage(state.error, 'Request failed') : null };
}

/**
 * After a change made elsewhere (a form, a dialog): every cached console read is out of date (an
 * auction's edit shows in the list, its results, the audit). The ones on screen are read again now,
 * the others when next shown.
 */
export function useAdminRefresh(): () => void {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: queryKeys.admin.all() });
}

/**
 * A console change: busy while it runs, the server's message (or "Saved") as a toast, then the
 * cached reads under `touches` are loaded again; a failure shows the server's message instead.
 * `run` resolves whether it worked.
 */
export function useAdminChange(touches: QueryKey[], onSaved?: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (work: () => Promise<{ msg: string }>) => work(),
    onSuccess: async ({ msg }) => {
      toast.success(msg || t('admin.common.saved'));
      onSaved?.();
      await Promise.all(touches.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: (err) => toast.error(errorMessage(err, t('common.somethingWentWrong'))),
  });
  const run = (work: () => Promise<{ msg: string }>) =>
    mutation.mutateAsync(work).then(
      () => true,
      () => false,
    );
  /** The same change for a form: a refusal is thrown on, so the form can show its field problems. */
  const send = (work: () => Promise<{ msg: string }>) => mutation.mutateAsync(work).then(() => undefined);
  return { busy: mutation.isPending, run, send };
}
