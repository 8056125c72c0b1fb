import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ShieldIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { usePlaceNames } from '../../../lib/place-names';
import { ROUTES } from '../../../lib/routes';
import { useAtom, useAtomValue } from '../../../lib/use-atom';
import { onboardingAtom } from '../../onboarding/atoms';
import { userAtom } from '../../session/atoms';
import { permissionProblemAtom } from '../permission';

/**
 * The state-not-permitted modal: why this buyer cannot quote here and how to get permission.
 * Every plan includes PAN India permission, so the way out is always a plan (or a wider one).
 */
export function PermissionModal() {
  const { t } = useTranslation();
  const places = usePlaceNames();
  const [problem, setProblem] = useAtom(permissionProblemAtom);
  const user = useAtomValue(userAtom);
  const openOnboarding = useSetAtom(onboardingAtom);
  if (!problem) return null;

  const close = () => setProblem(null);
  const upgrade = problem.code === 'segment_not_permitted';
  const choosePlan = () => {
    close();
    const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
    openOnboarding({ step: 'plans', phone: user?.phone ?? '', name: name || undefined, fromSignup: false });
  };

  return (
    <Modal
      open
      size="sm"
      title={t(`permission.title.${problem.code}`)}
      onClose={close}
      footer={
        <>
          <button type="button" className="button button--outline" onClick={close}>
            {t('permission.notNow')}
          </button>
          <button type="button" className="button button--primary" onClick={choosePlan}>
            {t(upgrade ? 'permission.upgrade' : 'permission.subscribe')}
          </button>
        </>
      }
    >
      <div className="permission">
        <ShieldIcon size={40} className="permission__icon" />
        <p className="permission__message">
          {problem.msg ?? t(`permission.onOpen.${problem.code}`, { state: problem.state ? places.state(problem.state) : '' })}
        </p>
        <p className="muted">{t('permission.panIndia')}</p>
        <p className="muted">{t('permission.browsing')}</p>
        <Link href={ROUTES.subscriptionPlans} className="permission__plans" onClick={close}>
          {t('permission.seePlans')}
        </Link>
      </div>
    </Modal>
  );
}
