import { formatRupees } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { appQueryClient } from '../../lib/query';
import { store } from '../../lib/store';
import { toast } from '../../lib/toast';
import { yieldToMain } from '../../lib/yield';
import { lotAtom } from './atoms';
import { syncLotIntoCache } from './cache-sync';
import { createLiveClient, type LiveSocket, type PrivateNotice } from './live-client';
import { outbidNotice } from './outbid-notice';
import { API_BASE, SOCKET_OPTIONS } from './socket-options';

function announce(notice: PrivateNotice) {
  switch (notice.type) {
    case 'outbid': {
      const { key, values } = outbidNotice(notice, store.get(lotAtom(notice.assetId)));
      toast.error(i18n.t(key, { ...values, price: formatRupees(values.price) }));
      return;
    }
    case 'won':
      toast.success(i18n.t('live.won', { price: formatRupees(notice.price) }));
      return;
    case 'payment_due':
      toast.info(i18n.t('live.paymentDue'));
      return;
  }
}

/**
 * The app's one realtime connection. socket.io starts on long-polling and upgrades to a WebSocket
 * when the network allows, which keeps bids flowing on 2G/3G links and behind strict proxies.
 */
export const liveClient = createLiveClient({
  store,
  // socket.io's code (a sixth of the room's first-load script) loads when a screen first watches
  // a lot, after the room is drawn from the data the page carries. Running its code, making the
  // socket and opening the connection are three turns of the main thread, not one long task.
  connect: async () => {
    const { io } = await import('socket.io-client');
    await yieldToMain();
    const socket = io(API_BASE || undefined, { ...SOCKET_OPTIONS, autoConnect: false });
    await yieldToMain();
    return socket.connect() as unknown as LiveSocket;
  },
  notify: announce,
  onLot: (m, lot) => syncLotIntoCache(appQueryClient(), m, lot),
  network: typeof window === 'undefined' ? undefined : window,
});
