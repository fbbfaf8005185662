import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Work that must wait until what a transaction wrote is visible to others:
 * waking the outbox's dispatcher before the commit would find no new row, and
 * the message would wait for the next sweep. Each outermost `db.transaction()`
 * (wrapped by `runsAfterCommit` when the database opens) collects the tasks its
 * callback registers and runs them once it has committed; a rollback drops them.
 */
const pending = new AsyncLocalStorage<(() => void)[]>();

/** Runs `task` once the transaction under way commits, or now when none is (the write was committed already). */
export function afterCommit(task: () => void): void {
  const tasks = pending.getStore();
  if (tasks) tasks.push(task);
  else task();
}

type Transactional = { transaction: (...args: never[]) => Promise<unknown> };

/** Makes `db.transaction()` run the afterCommit tasks of its callback after the commit. */
export function runsAfterCommit<D extends Transactional>(db: D): D {
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  const wrapped = async (...args: unknown[]) => {
    // Inside another transaction's callback: that one's commit runs the tasks.
    if (pending.getStore()) return transaction(...args);
    const tasks: (() => void)[] = [];
    const result = await pending.run(tasks, () => transaction(...args));
    for (const task of tasks) task();
    return result;
  };
  Object.assign(db, { transaction: wrapped });
  return db;
}
