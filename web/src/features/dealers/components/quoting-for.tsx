import '../../../styles/dealers.css';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../../lib/use-atom';
import { userAtom } from '../../session/atoms';

/** An agent is told, where they quote, that the quote is placed in their dealer's name. */
export function QuotingFor() {
  const { t } = useTranslation();
  const agentOf = useAtomValue(userAtom)?.agent_of;
  if (!agentOf) return null;
  return (
    <p className="dealer-quoting-for" data-testid="quoting-for">
      {t('dealers.quotingFor', { dealer: agentOf.dealer_name })}
    </p>
  );
}
