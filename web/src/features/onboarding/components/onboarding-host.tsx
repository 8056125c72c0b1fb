import { Suspense, lazy } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useAtomValue } from '../../../lib/use-atom';
import { onboardingOpenAtom } from '../atoms';

// The modals' code is fetched only when someone starts signing up or subscribing.
const OnboardingFlow = lazy(async () => ({ default: (await import('./onboarding-flow')).OnboardingFlow }));

/** Mounted once at the app root, so the flow survives the route change of Explore Now. */
export function OnboardingHost() {
  const open = useAtomValue(onboardingOpenAtom);
  if (!open) return null;
  return (
    <Suspense
      fallback={
        <div className="modal-backdrop modal-backdrop--centered">
          <Spinner tone="light" size="lg" />
        </div>
      }
    >
      <OnboardingFlow />
    </Suspense>
  );
}
