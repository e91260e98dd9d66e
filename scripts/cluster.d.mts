import type { ChildProcess } from 'node:child_process';

/** The PostgreSQL server the tests use when TEST_DATABASE_URL is not set. */
export const DEFAULT_POSTGRES_URL: string;

/** nginx's binary, installing Debian's nginx-light when it is missing and we may (root). @throws when there is none */
export function nginxBinary(): string;

/** What to start (scripts/cluster.mjs). */
export interface ClusterOptions {
  /** 'postgres' (default): a fresh database on `postgresUrl`'s server, created now and dropped by `stop()`; 'sqlite': one instance. */
  engine?: 'sqlite' | 'postgres';
  /** How many instances (default 1; more only on PostgreSQL). */
  instances?: number;
  /** Put Debian's nginx in front (round-robin, deploy/nginx.conf's proxy settings, `X-Upstream` names the instance). */
  nginx?: boolean;
  /** Extra environment of every instance, over the cluster's defaults (admin, JWT secret, LOG_LEVEL warn, no demo seed). */
  env?: Record<string, string>;
  /** The PostgreSQL server (its database is only used to create and drop the cluster's); default TEST_DATABASE_URL, else DEFAULT_POSTGRES_URL. */
  postgresUrl?: string;
  /** REDIS_URL of PostgreSQL instances (default REDIS_URL, else redis://127.0.0.1:6379). */
  redisUrl?: string;
  /** DATA_DIR of every instance (default a folder in the cluster's temporary directory). */
  dataDir?: string;
  /** Copy the instances' output to this process's stderr as it comes. */
  echo?: boolean;
  /** Keep the temporary directory after `stop()`. */
  keep?: boolean;
}

/** One running instance. */
export interface ClusterInstance {
  /** http://127.0.0.1:port, straight to the instance. */
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: string;
}

/** A running cluster. */
export interface Cluster {
  /** The balancer's URL with nginx, else the first instance's. */
  url: string;
  /** Each instance's own URL. */
  urls: string[];
  instances: ClusterInstance[];
  engine: 'sqlite' | 'postgres';
  /** The cluster's own PostgreSQL database (undefined on SQLite). */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The temporary directory (nginx's files, the default DATA_DIR). */
  dir: string;
  /** The administrator the first instance created. */
  admin: { email: string; password: string };
  /** Sends `signal` (default SIGTERM) to instance `i`; resolves when it has exited. */
  kill(i: number, signal?: NodeJS.Signals): Promise<void>;
  /** Stops nginx and every instance, drops the database and removes the temporary directory. */
  stop(): Promise<void>;
}

/** Starts the cluster. @throws when the build is missing, an instance or nginx does not become ready, or PostgreSQL refuses */
export function startCluster(options?: ClusterOptions): Promise<Cluster>;
