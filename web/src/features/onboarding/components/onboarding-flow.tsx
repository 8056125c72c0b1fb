import { useLocation } from 'wouter';
import { ROUTES, SALE_SHOWCASE_URL } from '../../../lib/routes';
import { useAtom } from '../../../lib/use-atom';
import { AccountCreatedDialog } from '../../signup/components/account-created-dialog';
import { SignupModal } from '../../signup/components/signup-modal';
import { PaymentConfirmationModal } from '../../subscription/components/payment-confirmation-modal';
import { PlanModal } from '../../subscription/components/plan-modal';
import { onboardingAtom } from '../atoms';

/** The step of the sign-up flow that is open now. */
export function OnboardingFlow() {
  const [state, setState] = useAtom(onboardingAtom);
  const [path, navigate] = useLocation();
  const close = () => setState({ step: 'closed' });

  switch (state.step) {
    case 'closed':
      return null;
    case 'signup':
      return (
        <SignupModal open onClose={close} onCreated={(account, loggedIn) => setState({ step: 'account-created', account, loggedIn })} />
      );
    case 'account-created': {
      const { account, loggedIn } = state;
      // Signed in: on to the plans, marked as sign-up (and off the login page, which has no use now).
      // The automatic login failed: the login page.
      const next = (explore: boolean) => {
        if (!loggedIn) {
          close();
          navigate(ROUTES.login);
          return;
        }
        if (explore || path === ROUTES.login) navigate(SALE_SHOWCASE_URL);
        setState({ step: 'plans', phone: account.phone, name: account.name, fromSignup: true });
      };
      return <AccountCreatedDialog account={account} onExplore={() => next(true)} onClose={() => next(false)} />;
    }
    case 'plans':
      return (
        <PlanModal
          open
          phone={state.phone}
          name={state.name}
          fromSignup={state.fromSignup}
          onClose={close}
          onPaid={(result) => setState({ step: 'confirmation', result })}
        />
      );
    case 'confirmation':
      return (
        <PaymentConfirmationModal
          result={state.result}
          onClose={close}
          onExplore={() => {
            close();
            navigate(SALE_SHOWCASE_URL);
          }}
        />
      );
  }
}
