import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { io } from 'socket.io-client';
import { API_BASE, SOCKET_OPTIONS } from '../../realtime/socket-options';
import { getMonitor } from '../api/monitor';
import { createMonitorFeed, type FeedSocket, type MonitorFeed } from './monitor-feed';

/** socket.io starts on long-polling and upgrades to a WebSocket when the network allows. */
export function connectSocket(): FeedSocket {
  return io(API_BASE || undefined, SOCKET_OPTIONS) as unknown as FeedSocket;
}

/** Runs the auction's feed while the monitor is on screen; returns it for a manual refresh. */
export function useMonitorFeed(auctionId: number, connect: () => FeedSocket = connectSocket) {
  const store = useStore();
  const feed = useRef<MonitorFeed | null>(null);
  useEffect(() => {
    const f = createMonitorFeed({ store, auctionId, connect, fetchSnapshot: getMonitor });
    feed.current = f;
    f.start();
    return () => {
      f.stop();
      feed.current = null;
    };
  }, [store, auctionId, connect]);
  return feed;
}
