import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../../lib/use-atom';
import { serverNowAtom } from '../atoms';
import { SOFT_CLOSE_MS, splitRemaining } from '../countdown';
import { phaseAt, type LotLifecycle } from '../lot-figures';

interface CountdownProps {
  state: LotLifecycle;
  startsAt: string;
  endsAt: string;
  className?: string;
}

/** Time to the start or the end of a lot by the server's clock (the offset every message refreshes). */
export function Countdown({ state, startsAt, endsAt, className = '' }: CountdownProps) {
  const { t } = useTranslation();
  const now = useAtomValue(serverNowAtom);
  const phase = phaseAt({ state, startsAt, endsAt }, now);

  if (phase === 'closed' || phase === 'withdrawn' || phase === 'closing') {
    return <span className={`countdown countdown--${phase} ${className}`}>{t(`countdown.${phase}`)}</span>;
  }
  const target = phase === 'upcoming' ? startsAt : endsAt;
  const left = Date.parse(target) - now;
  const { days, clock } = splitRemaining(left);
  const time = days > 0 ? t('countdown.daysAndClock', { count: days, clock }) : clock;
  const urgent = phase === 'live' && left <= SOFT_CLOSE_MS;
  return (
    <span className={`countdown countdown--${urgent ? 'urgent' : phase} ${className}`}>
      <span className="countdown__label">{t(phase === 'upcoming' ? 'countdown.startsIn' : 'countdown.endsIn')}</span>{' '}
      <time dateTime={target} className="countdown__clock">
        {time}
      </time>
    </span>
  );
}
