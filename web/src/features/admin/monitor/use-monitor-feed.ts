import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { io } from 'socket.io-client';
import { getMonitor } from '../api/monitor';
import { createMonitorFeed, SOCKET_PATH, type FeedSocket, type MonitorFeed } from './monitor-feed';

const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** socket.io starts on long-polling and upgrades to a WebSocket when the network allows. */
export function connectSocket(): FeedSocket {
  return io(API_BASE || undefined, {
    path: SOCKET_PATH,
    withCredentials: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
  }) as unknown as FeedSocket;
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
