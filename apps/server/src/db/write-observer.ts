import type {
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  OperationNode,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
  CompiledQuery,
  DialectAdapter,
  DatabaseIntrospector,
} from 'kysely';

/**
 * One table a committed statement wrote: its name, and the columns an `update` set (`null` for an insert, a delete
 * or an update whose columns are unknown: any column may have changed).
 */
export interface TableWrite {
  table: string;
  columns: ReadonlySet<string> | null;
}

/** Called with the writes of one committed statement or transaction (never empty). */
export type WriteListener = (writes: readonly TableWrite[]) => void;

/** A message a transaction published, delivered in process once it commits (the SQLite realtime bus). */
export interface CommitMessage {
  channel: string;
  payload: unknown;
}

/** Called with each message of a committed transaction, in the order they were published. */
export type MessageListener = (message: CommitMessage) => void;

/**
 * Builds the statement that tells the other instances about a commit's writes (PostgreSQL: a `NOTIFY`, see
 * platform/realtime/realtime-bus.ts), or undefined to tell nobody. It runs on the committing connection: inside the
 * transaction just before `COMMIT` (PostgreSQL delivers it at the commit, never on a rollback), and right after a
 * statement outside a transaction, so the other instances hear of a write before its request is answered.
 */
export type WriteRelay = (writes: readonly TableWrite[]) => CompiledQuery | undefined;

/** `TableNode` / `AliasNode(TableNode)` → the table's name. */
function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return undefined;
}

/** `ColumnNode` → its name. */
function columnName(node: OperationNode): string | undefined {
  if (node.kind !== 'ColumnNode') return undefined;
  return (node as unknown as { column: { name: string } }).column.name;
}

/**
 * What a compiled query writes, read from its operation tree (Kysely builds every query as one): an `insert`'s
 * table, an `update`'s table and set columns, a `delete`'s tables. Reads and raw SQL give none (the app writes no raw
 * SQL outside migrations).
 * @param node the compiled query's root operation node
 */
function writesOf(node: OperationNode): TableWrite[] {
  switch (node.kind) {
    case 'InsertQueryNode': {
      const table = tableName((node as unknown as { into?: OperationNode }).into);
      return table ? [{ table, columns: null }] : [];
    }
    case 'UpdateQueryNode': {
      const update = node as unknown as { table?: OperationNode; updates?: readonly { column: OperationNode }[] };
      const table = tableName(update.table);
      if (!table) return [];
      const names = (update.updates ?? []).map((u) => columnName(u.column));
      return [{ table, columns: names.every((n) => n !== undefined) ? new Set(names as string[]) : null }];
    }
    case 'DeleteQueryNode': {
      const froms = (node as unknown as { from: { froms: readonly OperationNode[] } }).from.froms;
      return froms.flatMap((f) => {
        const table = tableName(f);
        return table ? [{ table, columns: null }] : [];
      });
    }
    default:
      return [];
  }
}

/**
 * Tells listeners about every write the database commits (docs/architecture.md Caching: "invalidation follows the
 * writes"). A statement outside a transaction is reported once it has run; the statements of a transaction are
 * reported together once it commits, and never if it rolls back, so a cache dropped on a report cannot be refilled
 * from data older than the write. A statement that changed no row (`numAffectedRows` 0) is not reported.
 */
export class WriteObserver {
  private readonly listeners = new Set<WriteListener>();
  private readonly messageListeners = new Set<MessageListener>();

  /**
   * Registers a listener of the messages published with {@link publishAfterCommit}.
   * @returns a function that removes it
   */
  onMessage(listener: MessageListener): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  /** Hands committed messages to every message listener (one that throws does not stop the others). */
  deliver(messages: readonly CommitMessage[]): void {
    for (const message of messages) {
      for (const listener of this.messageListeners) {
        try {
          listener(message);
        } catch {
          // A listener must never fail the write that already committed.
        }
      }
    }
  }

  /**
   * Called with each query's time in ms (the metrics' database histogram), when set; one listener at most.
   */
  timed: ((ms: number) => void) | undefined;

  /** Tells the other instances of the app about this instance's committed writes, when set (PostgreSQL's bus sets it). */
  relay: WriteRelay | undefined;

  /**
   * Registers a listener.
   * @returns a function that removes it
   */
  subscribe(listener: WriteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reports committed writes to every listener (a listener that throws does not stop the others). */
  notify(writes: readonly TableWrite[]): void {
    if (writes.length === 0) return;
    for (const listener of this.listeners) {
      try {
        listener(writes);
      } catch {
        // A cache listener must never fail the write that already committed.
      }
    }
  }

  /**
   * Wraps a Kysely dialect so every query it runs passes through this observer.
   * @param dialect the engine's dialect (SQLite or PostgreSQL)
   */
  observe(dialect: Dialect): Dialect {
    return {
      createAdapter: (): DialectAdapter => dialect.createAdapter(),
      createDriver: (): Driver => new ObservedDriver(dialect.createDriver(), this),
      createQueryCompiler: (): QueryCompiler => dialect.createQueryCompiler(),
      createIntrospector: (db: Kysely<unknown>): DatabaseIntrospector => dialect.createIntrospector(db),
    };
  }
}

/** A connection's statements: run by the engine's connection, their writes collected or reported. */
class ObservedConnection implements DatabaseConnection {
  /** Writes of the open transaction, or null outside one. */
  pending: TableWrite[] | null = null;
  /** Messages the open transaction published (delivered on commit, dropped on rollback). */
  messages: CommitMessage[] = [];

  constructor(
    readonly inner: DatabaseConnection,
    readonly observer: WriteObserver,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const started = this.observer.timed ? performance.now() : 0;
    const result = await this.inner.executeQuery<R>(compiledQuery);
    if (this.observer.timed) this.observer.timed(performance.now() - started);
    const writes = writesOf(compiledQuery.query);
    if (writes.length > 0 && result.numAffectedRows !== 0n) {
      if (this.pending) this.pending.push(...writes);
      else {
        this.observer.notify(writes);
        // The statement has committed: a relay that fails leaves the other instances on their caches' time bound.
        await this.relay(writes).catch(() => undefined);
      }
    }
    return result;
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }

  /** Runs the observer's relay statement for `writes` on this connection, when there is one. */
  async relay(writes: readonly TableWrite[]): Promise<void> {
    const statement = writes.length > 0 ? this.observer.relay?.(writes) : undefined;
    if (statement) await this.inner.executeQuery(statement);
  }
}

/** The engine's driver, with connections that report their writes and transactions that report theirs on commit. */
class ObservedDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, ObservedConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly observer: WriteObserver,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let observed = this.wrapped.get(connection);
    if (!observed) {
      observed = new ObservedConnection(connection, this.observer);
      this.wrapped.set(connection, observed);
    }
    return observed;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const observed = connection as ObservedConnection;
    await this.inner.beginTransaction(observed.inner, settings);
    observed.pending = [];
    observed.messages = [];
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const observed = connection as ObservedConnection;
    const writes = observed.pending ?? [];
    const messages = observed.messages;
    // Inside the transaction: a relay that fails fails the commit (the caller's transaction rolls back).
    await observed.relay(writes);
    observed.pending = null;
    observed.messages = [];
    await this.inner.commitTransaction(observed.inner);
    this.observer.notify(writes);
    this.observer.deliver(messages);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const observed = connection as ObservedConnection;
    observed.pending = null;
    observed.messages = [];
    await this.inner.rollbackTransaction(observed.inner);
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint?.((connection as ObservedConnection).inner, name, compileQuery);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint?.((connection as ObservedConnection).inner, name, compileQuery);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint?.((connection as ObservedConnection).inner, name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as ObservedConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/**
 * Publishes a message to the database's {@link WriteObserver} message listeners once the transaction `trx` commits
 * (never if it rolls back); outside a transaction, at once. This is the in-process realtime bus of one instance
 * (platform/realtime): it reaches only listeners of the same `Database`, so it suits SQLite, where every writer is
 * this process.
 * @param trx the open transaction (or the database itself, for an immediate message)
 * @param message the channel and a JSON-able payload
 */
export async function publishAfterCommit(trx: Pick<Kysely<unknown>, 'getExecutor'>, message: CommitMessage): Promise<void> {
  // The executor of a transaction hands out the transaction's own connection (Kysely's SingleConnectionProvider).
  await trx.getExecutor().provideConnection(async (connection) => {
    if (!(connection instanceof ObservedConnection)) return;
    if (connection.pending) connection.messages.push(message);
    else connection.observer.deliver([message]);
  });
}
