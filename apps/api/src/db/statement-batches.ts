/**
 * Group commit of one statement that writes many rows (docs/decisions/103-contact-leads-written-in-batches.md): the
 * writes that arrive while earlier ones are on their way go together in the next statement, so a busy minute costs
 * the database one statement, one commit and one WAL flush per batch instead of per row. A write that arrives
 * while fewer than `inFlight` statements are running goes at once, alone: a quiet server adds no wait.
 *
 * - Each database (the ORM's driver) has its own queue; an entity manager inside a transaction writes alone, in
 *   its transaction.
 * - A batch is one statement: every row in it commits, or none. When a batch of several rows fails for a reason
 *   other than an unreachable database, each row is sent again alone, so one row the database refuses never costs
 *   the others their write.
 */
import type { EntityManager } from '@mikro-orm/core';
import { isDatabaseUnreachable } from '../errors.ts';
import type { PreparedStatement } from './prepared.ts';

/** A row a batched statement returns: `ord` is the index of the item it answers in the batch. */
export interface BatchedRow {
  ord: number;
}

/** How a {@link StatementBatches} sends its items. */
export interface StatementBatchesOptions<Item> {
  /** The statement; it returns at most one row per item, each with the item's `ord`. */
  statement: PreparedStatement;
  /** Most items in one statement. */
  limit: number;
  /** Most statements running at once per database. */
  inFlight: number;
  /** The statement's parameters for these items (the item at index `i` has `ord` `i`). */
  params: (items: readonly Item[]) => unknown[];
}

interface Waiting<Item, Row> {
  item: Item;
  em: EntityManager;
  resolve: (row: Row | undefined) => void;
  reject: (error: unknown) => void;
}

interface Queue<Item, Row> {
  waiting: Waiting<Item, Row>[];
  running: number;
}

/** A statement's writes, batched per database while earlier batches run. */
export class StatementBatches<Item, Row extends BatchedRow> {
  readonly #options: StatementBatchesOptions<Item>;
  readonly #queues = new WeakMap<object, Queue<Item, Row>>();

  constructor(options: StatementBatchesOptions<Item>) {
    this.#options = options;
  }

  /**
   * Writes one item with the next batch of its database and answers when that batch has committed.
   *
   * @param em any entity manager of the database (a request's fork); one inside a transaction writes alone in it
   * @param item the item
   * @returns the statement's row for the item, or undefined when the statement returned none for it
   * @throws the driver's error when the item's statement fails (callers map an unreachable database to 503)
   */
  run(em: EntityManager, item: Item): Promise<Row | undefined> {
    if (em.isInTransaction()) return this.#send(em, [item]).then((rows) => rows[0]);
    const driver = em.getDriver();
    let queue = this.#queues.get(driver);
    if (!queue) {
      queue = { waiting: [], running: 0 };
      this.#queues.set(driver, queue);
    }
    const waiting = queue;
    return new Promise<Row | undefined>((resolve, reject) => {
      waiting.waiting.push({ item, em, resolve, reject });
      this.#drain(waiting);
    });
  }

  /** Starts batches while the database has room for another and items wait. */
  #drain(queue: Queue<Item, Row>): void {
    while (queue.running < this.#options.inFlight && queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0, this.#options.limit);
      queue.running++;
      void this.#settle(batch).finally(() => {
        queue.running--;
        this.#drain(queue);
      });
    }
  }

  /** Sends one batch and answers each of its items; a failed batch of several is sent again item by item. */
  async #settle(batch: Waiting<Item, Row>[]): Promise<void> {
    const [first] = batch;
    if (!first) return;
    try {
      const rows = await this.#send(
        first.em,
        batch.map((waiting) => waiting.item),
      );
      batch.forEach((waiting, index) => {
        waiting.resolve(rows[index]);
      });
    } catch (error) {
      if (batch.length === 1 || isDatabaseUnreachable(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      await Promise.all(
        batch.map(async (waiting) => {
          try {
            waiting.resolve((await this.#send(waiting.em, [waiting.item]))[0]);
          } catch (alone) {
            waiting.reject(alone);
          }
        }),
      );
    }
  }

  /** One statement for `items`: its rows in item order (undefined where it returned none). */
  async #send(em: EntityManager, items: readonly Item[]): Promise<(Row | undefined)[]> {
    const rows = await this.#options.statement.run<Row>(em, this.#options.params(items));
    const answers = new Array<Row | undefined>(items.length).fill(undefined);
    for (const row of rows) answers[Number(row.ord)] = row;
    return answers;
  }
}
