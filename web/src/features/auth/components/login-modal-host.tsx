import { Suspense, lazy, useCallback, useEffect } from 'react';
import { useAtom, useAtomValue } from '../../../lib/use-atom';
import { onboardingOpenAtom } from '../../onboarding/atoms';
import { userAtom } from '../../session/atoms';
import { loadLoginModal, loginModalOpenAtom } from '../login-modal';

const LoginModal = lazy(async () => ({ default: (await loadLoginModal()).LoginModal }));

/** Mounted once at the app root; the modal closes itself once someone is signed in. */
export function LoginModalHost() {
  const [open, setOpen] = useAtom(loginModalOpenAtom);
  const onboardingOpen = useAtomValue(onboardingOpenAtom);
  const user = useAtomValue(userAtom);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useEffect(() => {
    if (user && !onboardingOpen) setOpen(false);
  }, [user, onboardingOpen, setOpen]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal open={!onboardingOpen} onClose={close} />
    </Suspense>
  );
}
