import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';
import { WriteObserver } from './write-observer.ts';

/** The two supported engines (DESIGN Database). */
export type Engine = 'sqlite' | 'postgres';

/** An open database: the typed query builder, its engine, and how to close it. */
export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** The PostgreSQL schema in use, when one was given. */
  schema?: string;
  /** The PostgreSQL connection string (the realtime bus opens its own listening connection with it). */
  url?: string;
  /** Reports every committed write (table and columns) to its subscribers: caches drop what a write changed. */
  writes: WriteObserver;
  /** Answers whether the database responds (for /api/health). */
  ping(): Promise<boolean>;
  /**
   * SQLite only: writes a consistent copy of the database to a file while it keeps serving (SQLite's online backup
   * API, through better-sqlite3), for `npm run backup`.
   */
  backupTo?(file: string): Promise<void>;
  /** PostgreSQL only: the connection pool's connections in all, idle, and requests waiting for one (the metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * SQLite only: a copy of the whole database as bytes (better-sqlite3's `serialize()`), which
   * `openDatabase({ image })` opens again as an independent in-memory database.
   */
  serialize?(): Buffer;
  close(): Promise<void>;
}

// PostgreSQL returns bigint (count(*), sums) as strings; our counts fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));

/** The statement a rollback runs when SQLite has already rolled the transaction back: nothing. */
const ALREADY_ROLLED_BACK = { reader: false, run: () => ({ changes: 0, lastInsertRowid: 0 }) } as unknown as SqliteDatabase.Statement;

/**
 * Wraps a better-sqlite3 database so `prepare(sql)` reuses compiled statements (Kysely's driver prepares
 * every query; preparing was 16% of a detail read's CPU in bench/api). Kysely binds parameters, so one
 * query shape is one SQL string; the cache is bounded (least recently used out) for `in (?, ?, …)` lists. A
 * `rollback` of a transaction SQLite has already rolled back does nothing, so the error that caused it is the one
 * thrown.
 * @param sqlite the open database
 * @param max most statements kept
 */
function withStatementCache(sqlite: SqliteDatabase.Database, max: number) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      // SQLite rolls a transaction back itself on some errors (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM…); Kysely's own
      // rollback then fails with 'cannot rollback - no transaction is active' and hides the error that mattered.
      if (sql === 'rollback' && !sqlite.inTransaction) return ALREADY_ROLLED_BACK;
      let stmt = statements.get(sql);
      if (stmt) {
        statements.delete(sql);
      } else {
        stmt = sqlite.prepare(sql);
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, stmt);
      return stmt;
    },
  };
}

/**
 * Opens the database: PostgreSQL when `url` is given, otherwise SQLite at `file` (WAL mode), or in memory from
 * `image`. Every SQLite database gets the same connection settings (pragmas), statement cache and write observer,
 * whichever way it was opened.
 * @param options.url postgres:// connection string
 * @param options.file SQLite file path, or ':memory:'
 * @param options.image a serialized SQLite database (`Database.serialize()`): opened in memory as a copy of its own
 *   (the image is not changed), instead of `file`
 * @param options.schema PostgreSQL schema to use as search_path (tests isolate themselves this way)
 * @param options.poolSize most PostgreSQL connections (default 10)
 * @throws better-sqlite3's error when the SQLite file or image cannot be opened
 */
export function openDatabase(options: { url?: string; file?: string; image?: Buffer; schema?: string; poolSize?: number }): Database {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
    });
    // A connection the server closed (a restart, a failover, a terminated backend) is dropped by the pool, which opens
    // a new one for the next query. Without these listeners its 'error' event would end the process: the pool's for
    // an idle connection, each connection's own for one a request holds when it dies. The queries that fail answer
    // 503 DATABASE_UNAVAILABLE (lib/database-failure.ts).
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const writes = new WriteObserver();
    const db = new Kysely<DB>({ dialect: writes.observe(new PostgresDialect({ pool })) });
    return {
      db,
      writes,
      engine: 'postgres',
      schema: options.schema,
      url: options.url,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      ping: async () => {
        try {
          await pool.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      close: () => db.destroy(),
    };
  }
  const sqlite = new SqliteDatabase(options.image ?? options.file ?? ':memory:');
  // Connection settings, not stored in the database: an image opened again needs them as much as a file.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const writes = new WriteObserver();
  const db = new Kysely<DB>({ dialect: writes.observe(new SqliteDialect({ database: withStatementCache(sqlite, 500) })) });
  return {
    db,
    writes,
    engine: 'sqlite',
    ping: async () => {
      try {
        sqlite.prepare('select 1').get();
        return true;
      } catch {
        return false;
      }
    },
    serialize: () => sqlite.serialize(),
    backupTo: async (file) => {
      await sqlite.backup(file);
    },
    close: () => db.destroy(),
  };
}
