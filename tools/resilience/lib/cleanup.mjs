// Undo-on-exit registry: whatever happens (error, Ctrl-C, kill), PostgreSQL is started again and children die.
const asyncTasks = [];
const syncTasks = [];
let running = false;

/** `fn` runs at the end of the run and on a signal; `syncFn` also runs on a bare process exit. */
export function onCleanup(fn, syncFn) {
  const entry = { fn, syncFn, done: false };
  asyncTasks.push(entry);
  if (syncFn) syncTasks.push(entry);
  return async () => {
    if (entry.done) return;
    entry.done = true;
    await fn();
  };
}

/** Newest first; callable again later (the bench cleans up after each section), each task runs once. */
export async function runCleanup() {
  if (running) return;
  running = true;
  for (const entry of asyncTasks.splice(0).reverse()) {
    if (entry.done) continue;
    entry.done = true;
    try {
      await entry.fn();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
  running = false;
}

export function installSignalHandlers() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up (PostgreSQL restarted, API stopped, databases dropped)…`);
      const hardStop = setTimeout(() => process.exit(130), 60_000);
      hardStop.unref();
      void runCleanup().finally(() => process.exit(130));
    });
  }
  for (const event of ['uncaughtException', 'unhandledRejection']) {
    process.once(event, (error) => {
      console.error(`${event}: ${error?.stack ?? error}; cleaning up…`);
      void runCleanup().finally(() => process.exit(1));
    });
  }
  // Last resort when the event loop is gone (uncaught error, process.exit): synchronous undo only.
  process.on('exit', () => {
    for (const entry of syncTasks) {
      if (entry.done) continue;
      try {
        entry.syncFn();
      } catch {
        // Nothing more can be done while exiting.
      }
    }
  });
}
