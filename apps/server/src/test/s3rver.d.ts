/** The part of s3rver (a local S3-compatible server, dev dependency) the S3 storage tests use. */
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Starts listening; resolves with the bound address. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
