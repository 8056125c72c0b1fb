import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ROUTES } from '../../../lib/routes';
import { useAtomValue } from '../../../lib/use-atom';
import { quotesUnderPlan, userAtom } from '../../session/atoms';

/** A signed-in buyer without a plan may not quote: true when the quote controls should give way to the plans. */
export function useNeedsPlan(): boolean {
  const user = useAtomValue(userAtom);
  return user !== null && !quotesUnderPlan(user);
}

/** Where the quote button would be, for a buyer without a plan: the way to one. */
export function SubscribeToQuote() {
  const { t } = useTranslation();
  return (
    <div className="subscribe-to-quote">
      <Link href={ROUTES.subscriptionPlans} className="button button--primary button--block">
        {t('bid.subscribeToQuote')}
      </Link>
      <p className="muted subscribe-to-quote__note">{t('bid.subscribeToQuoteNote')}</p>
    </div>
  );
}
