/** Load generators and baselines run as child processes (tsx): their memory and event loop are their own. */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface Child {
  process: ChildProcess;
  /** The next IPC message matching `pick`, or an error after `timeoutMs` or on exit. */
  next<T>(pick: (m: unknown) => m is T, timeoutMs: number): Promise<T>;
  send(message: unknown): void;
  stop(): Promise<void>;
}

/** Forks a TypeScript module (absolute path) under tsx. */
export function forkChild(file: string): Child {
  const name = path.basename(file);
  const child = fork(file, [], { execArgv: ['--import', 'tsx'] });
  const inbox: unknown[] = [];
  let wake: (() => void) | null = null;
  child.on('message', (m) => {
    inbox.push(m);
    wake?.();
  });
  child.on('exit', () => wake?.());
  return {
    process: child,
    async next<T>(pick: (m: unknown) => m is T, timeoutMs: number): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const i = inbox.findIndex(pick);
        if (i >= 0) return inbox.splice(i, 1)[0] as T;
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode})`);
        if (Date.now() > deadline) throw new Error(`${name}: no answer within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, Math.min(1000, Math.max(0, deadline - Date.now())));
          wake = () => {
            clearTimeout(t);
            resolve();
          };
        });
      }
    },
    send: (m) => child.send(m as never),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

export const isEvt =
  <E extends string>(evt: E) =>
  (m: unknown): m is { evt: E } & Record<string, unknown> =>
    typeof m === 'object' && m !== null && (m as { evt?: unknown }).evt === evt;

export const hasPort = (m: unknown): m is { port: number } =>
  typeof m === 'object' && m !== null && typeof (m as { port?: unknown }).port === 'number';
