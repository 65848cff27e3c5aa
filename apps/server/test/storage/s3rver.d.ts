// s3rver ships no types; this is the part of it the tests use.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  };

  // The package exports its class as the default export, so this declaration must say so.
  // eslint-disable-next-line no-restricted-syntax
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
