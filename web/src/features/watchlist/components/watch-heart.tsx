import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { updateWatchlist } from '../api/watchlist';
import { watchedAtom } from '../atoms';
import { markWatched, useIsWatched } from '../use-watchlist';

interface WatchHeartProps {
  assetId: number;
  lotLabel: string;
}

/** The watchlist heart: changes at once, goes back if the server refuses. */
export function WatchHeart({ assetId, lotLabel }: WatchHeartProps) {
  const { t } = useTranslation();
  const store = useStore();
  const client = useQueryClient();
  const setWatched = useSetAtom(watchedAtom);
  const watched = useIsWatched(assetId) ?? false;
  const set = (value: boolean) => setWatched((current) => new Map(current).set(assetId, value));

  // The heart changes at once and goes back if the server refuses; a confirmed change is written
  // into the cached Favorites and My Quotes pages (a removed favorite leaves the list).
  const change = useMutation({
    mutationFn: async (next: boolean) => {
      const answer = await updateWatchlist(assetId, next);
      if (answer.status !== 200) throw new Error(answer.msg ?? String(answer.status));
      return answer.data?.in_watchlist ?? next;
    },
    onMutate: (next) => set(next),
    onError: (_error, next) => {
      set(!next);
      toast.error(t('watchlist.failed'));
    },
    onSuccess: (inWatchlist) => {
      set(inWatchlist);
      toast.quick(t(inWatchlist ? 'watchlist.added' : 'watchlist.removed'));
      markWatched(client, assetId, inWatchlist);
    },
  });
  const toggle = () => {
    if (!change.isPending) change.mutate(!store.get(watchedAtom).get(assetId));
  };
  const busy = change.isPending;

  return (
    <button
      type="button"
      className={`heart${watched ? ' heart--on' : ''}`}
      aria-pressed={watched}
      aria-label={t(watched ? 'watchlist.remove' : 'watchlist.add', { lot: lotLabel })}
      onClick={toggle}
      disabled={busy}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.4 2.4.8-1.3 2.3-2.4 4.4-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={watched ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
