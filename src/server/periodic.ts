import "server-only";

type Handle = { stop(): void };
type Holder = Record<symbol, Handle | undefined>;

/**
 * Runs `task` once after `firstRunMs`, then every `intervalMs`, once per
 * process however often it is started (the handle lives on globalThis
 * under `name`, so a second start, as after a dev reload, returns it). The
 * timers are unref'd: they never keep a process alive. `task` handles its own
 * errors.
 */
export function startPeriodic(
  name: string,
  { firstRunMs, intervalMs }: { firstRunMs: number; intervalMs: number },
  task: () => Promise<void>,
): Handle {
  const holder = globalThis as unknown as Holder;
  const key = Symbol.for(`savannah-crest.${name}`);
  const running = holder[key];
  if (running) return running;
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void task();
    interval = setInterval(() => void task(), intervalMs);
    interval.unref();
  }, firstRunMs);
  first.unref();
  const handle = {
    stop: () => {
      clearTimeout(first);
      clearInterval(interval);
      delete holder[key];
    },
  };
  holder[key] = handle;
  return handle;
}
