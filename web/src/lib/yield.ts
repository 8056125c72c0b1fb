/**
 * Ends the current task and resumes in a new one, so a piece of start-up work does not hold the
 * main thread (a tap, a paint) for all of its length: scheduler.yield() where the browser has it
 * (the continuation goes ahead of other queued tasks), else a message to itself (no timer clamp).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
