/** s3rver 3.7 ships no types: the part tests/server/support/s3-server.ts uses. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      configureBuckets?: Array<{ name: string }>;
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
