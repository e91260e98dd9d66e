import type { S3Client } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';

/** One stored object, ready to stream. */
export interface StoredObject {
  body: Readable;
  /** Its size in bytes. */
  bytes: number;
}

/**
 * Where uploaded images' bytes live (docs/decisions/008-image-uploads.md): put, get and delete by key. Keys are
 * `<32 hex digits>/<variant>.<format>`, written once and never overwritten, so a key names the same bytes forever.
 */
export interface MediaStorage {
  /** Which storage this is, for logs and tests. */
  readonly kind: 'disk' | 's3';
  /** Stores bytes under a key. @throws on any storage failure (nothing is half-written under the key) */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object under a key, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes objects; a key with no object is no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Releases connections. */
  close(): void;
}

/** Only what our own code builds: `<hex>/<name>.<ext>`, so no key can reach outside the storage's folder. */
const SAFE_KEY = /^[0-9a-f]{32}\/[a-z]+\.[a-z]+$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Invalid media key: ${key}`);
  return key;
}

/**
 * Media on the local disk under `root` (by default `<DATA_DIR>/uploads`). A put writes a temporary file and renames
 * it into place, so a crash never leaves a partial object under its key.
 */
export class DiskMediaStorage implements MediaStorage {
  readonly kind = 'disk' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    const path = join(this.root, ...checkKey(key).split('/'));
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid media key: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = this.path(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { body: createReadStream(path), bytes: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    const folders = new Set<string>();
    for (const key of keys) {
      const path = this.path(key);
      await rm(path, { force: true });
      folders.add(dirname(path));
    }
    // An image's folder goes once its last object has (rmdir refuses a folder that still holds something).
    for (const folder of folders) await rmdir(folder).catch(() => undefined);
  }

  close(): void {}
}

/** How to reach an S3-compatible bucket (the `S3_*` variables). */
interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** The AWS SDK's S3 module, loaded on first use (about 24 MB of memory a server without S3 does not pay). */
type S3Module = typeof import('@aws-sdk/client-s3');

/** Media in an S3-compatible bucket (AWS, MinIO, R2, …), so several instances share the same images. */
class S3MediaStorage implements MediaStorage {
  readonly kind = 's3' as const;
  private connection?: Promise<{ s3: S3Module; client: S3Client }>;

  constructor(private readonly settings: S3Settings) {}

  /** The SDK and one client, made on first use. */
  private connect(): Promise<{ s3: S3Module; client: S3Client }> {
    this.connection ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: this.settings.region,
        ...(this.settings.endpoint ? { endpoint: this.settings.endpoint } : {}),
        forcePathStyle: this.settings.forcePathStyle,
        credentials: { accessKeyId: this.settings.accessKeyId, secretAccessKey: this.settings.secretAccessKey },
      }),
    }));
    return this.connection;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const { s3, client } = await this.connect();
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: checkKey(key),
        Body: body,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    const { s3, client } = await this.connect();
    try {
      const answer = await client.send(new s3.GetObjectCommand({ Bucket: this.settings.bucket, Key: checkKey(key) }));
      if (!answer.Body) return null;
      return { body: answer.Body as Readable, bytes: answer.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof s3.NoSuchKey || (error instanceof s3.S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    const { s3, client } = await this.connect();
    await Promise.all(keys.map((key) => client.send(new s3.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkKey(key) }))));
  }

  close(): void {
    void this.connection?.then(({ client }) => client.destroy());
  }
}

/**
 * The media storage the configuration asks for: the S3 bucket when `S3_BUCKET` is set (config.ts has checked that
 * the region and keys are there too), else `<DATA_DIR>/uploads`.
 */
export function createMediaStorage(config: Config): MediaStorage {
  if (config.S3_BUCKET) {
    return new S3MediaStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION!,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new DiskMediaStorage(join(config.DATA_DIR, 'uploads'));
}
