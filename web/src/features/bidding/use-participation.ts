import { useSetAtom } from 'jotai';
import { startTransition, useEffect } from 'react';
import { isAbortError } from '../../lib/api-client';
import { useAtomValue } from '../../lib/use-atom';
import { myBids } from '../my-quotes/api/my-lots';
import { participatedAtom } from '../realtime/atoms';
import { userAtom } from '../session/atoms';

/** Enough pages of live quotes for any real buyer; the socket adds the rest as it happens. */
const MAX_PAGES = 5;

/**
 * Which live lots the buyer has quoted on, so a card that is not leading can say 'outbid'.
 * Read once per screen from My Quotes (leading and outbid rows).
 */
export function useParticipation(): void {
  const user = useAtomValue(userAtom);
  const setParticipated = useSetAtom(participatedAtom);
  const userId = user?.user_id;
  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    (async () => {
      const ids: number[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const data = await myBids(page, ['leading', 'outbid'], { signal: controller.signal });
        if (!data) break;
        ids.push(...data.rows.map((row) => row.asset_id));
        if (page >= data.total_pages) break;
      }
      // Every card's standing may redraw: in a render React can interrupt.
      startTransition(() => setParticipated((current) => new Set([...current, ...ids])));
    })().catch((error: unknown) => {
      if (!isAbortError(error)) console.error('my quotes failed', error);
    });
    return () => controller.abort();
  }, [userId, setParticipated]);
}
