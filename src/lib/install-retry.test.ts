import { describe, expect, it, vi } from 'vitest';
import { INSTALL_RETRY_DELAYS_MS, retryFailedInstall } from './install-retry';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

const registrationWith = (installing: FakeWorker | null, active: FakeWorker | null = null, waiting: FakeWorker | null = null) =>
  ({ installing, active, waiting }) as unknown as ServiceWorkerRegistration;

function environment(online = true) {
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const onlineListeners: (() => void)[] = [];
  const workers: FakeWorker[] = [];
  const register = vi.fn(async () => {
    const worker = new FakeWorker();
    workers.push(worker);
    return registrationWith(worker);
  });
  return {
    timers,
    onlineListeners,
    workers,
    register,
    env: {
      register,
      online: () => online,
      onOnline: (listener: () => void) => {
        onlineListeners.push(listener);
        return () => onlineListeners.splice(onlineListeners.indexOf(listener), 1);
      },
      later: (run: () => void, ms: number) => {
        const timer = { run, ms, cancelled: false };
        timers.push(timer);
        return () => {
          timer.cancelled = true;
        };
      },
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a failed first install', () => {
  it('is registered again after a pause, and again with longer pauses, a few times at most', async () => {
    const { env, timers, register, workers } = environment();
    const first = new FakeWorker();
    retryFailedInstall(registrationWith(first), env);
    first.become('redundant');
    expect(timers.map((timer) => timer.ms)).toEqual([INSTALL_RETRY_DELAYS_MS[0]]);
    expect(register).not.toHaveBeenCalled();

    for (let attempt = 0; attempt < INSTALL_RETRY_DELAYS_MS.length; attempt += 1) {
      timers[attempt]!.run();
      await flush();
      expect(register).toHaveBeenCalledTimes(attempt + 1);
      workers[attempt]!.become('redundant');
    }
    expect(timers.map((timer) => timer.ms)).toEqual([...INSTALL_RETRY_DELAYS_MS]);
  });

  it('is tried again when it had already failed before it was watched (the registration holds no worker)', () => {
    const { env, timers } = environment();
    retryFailedInstall(registrationWith(null), env);
    expect(timers.map((timer) => timer.ms)).toEqual([INSTALL_RETRY_DELAYS_MS[0]]);
  });

  it('is tried at once when the connection comes back', async () => {
    const { env, timers, onlineListeners, register } = environment(false);
    const first = new FakeWorker();
    retryFailedInstall(registrationWith(first), env);
    first.become('redundant');
    expect(onlineListeners).toHaveLength(1);
    onlineListeners[0]!();
    await flush();
    expect(register).toHaveBeenCalledTimes(1);
    expect(timers[0]!.cancelled).toBe(true);
  });
});

describe('an install that succeeds, or a worker already active', () => {
  it('is left alone', () => {
    const { env, timers } = environment();
    const installing = new FakeWorker();
    retryFailedInstall(registrationWith(installing), env);
    installing.become('installed');
    installing.become('activating');
    installing.become('activated');
    expect(timers).toHaveLength(0);

    const update = new FakeWorker();
    retryFailedInstall(registrationWith(update, new FakeWorker()), env);
    update.become('redundant');
    expect(timers).toHaveLength(0);
    retryFailedInstall(registrationWith(null, null, new FakeWorker()), env);
    retryFailedInstall(undefined, env);
    expect(timers).toHaveLength(0);
  });
});
