import { useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../lib/api-client';
import { quoteHistory, type QuoteHistory } from './api/lot';

/** Waits for a burst of quotes to settle before reading the history again. */
const SETTLE_MS = 800;

/** The lot's quote history, read again whenever the live quote count moves. */
export function useQuoteHistory(assetId: number, quoteCount: number): QuoteHistory | undefined {
  const [history, setHistory] = useState<QuoteHistory>();
  // Whether a history has been read: the first read goes at once, later ones wait for the burst.
  const read = useRef(false);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        quoteHistory(assetId, { signal: controller.signal })
          .then((data) => {
            if (!data) return;
            read.current = true;
            setHistory(data);
          })
          .catch((error: unknown) => {
            if (!isAbortError(error)) console.error('quote history failed', error);
          });
      },
      read.current ? SETTLE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [assetId, quoteCount]);
  return history?.asset_id === assetId ? history : undefined;
}
