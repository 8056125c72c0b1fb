import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ROUTES } from '../../lib/routes';
import { clearSessionStorage } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { forgetThisBrowser } from '../notifications/push';
import { requestLogout } from './api/logout';
import { sessionAtom } from './atoms';

/** Spec §4 logout: on 200 clear the session and local storage and go home, else show the server's msg. */
export function useLogout(): () => Promise<boolean> {
  const dispatch = useSetAtom(sessionAtom);
  const [, navigate] = useLocation();
  const { t } = useTranslation();

  return useCallback(async () => {
    try {
      // Notices for this buyer must not keep arriving on a browser they signed out of.
      await forgetThisBrowser();
      const body = await requestLogout();
      if (body.status !== 200) {
        toast.error(body.msg ?? t('common.somethingWentWrong'));
        return false;
      }
      clearSessionStorage();
      dispatch({ type: 'LOGOUT' });
      navigate(ROUTES.home);
      return true;
    } catch (error) {
      console.error('logout failed', error);
      toast.error(t('common.somethingWentWrong'));
      return false;
    }
  }, [dispatch, navigate, t]);
}
