/*
 * The envelope on the server, on node:crypto. The format and every check are in ./format; this
 * file supplies only AES-256-CBC, base64 and randomness, plus the key generator. Obfuscation,
 * not security: there is no MAC and the browser holds the key; TLS is the protection.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import {
  assembleEnvelope,
  ENVELOPE_KEY_BYTES,
  type CbcCipher,
  type Envelope,
  type EnvelopeBackend,
  type EnvelopeOptions,
} from "./format";

export {
  DECRYPT_FAILED_MESSAGE,
  EnvelopeError,
  isEnvelopeBody,
  isEnvelopeError,
  type Envelope,
  type EnvelopeBody,
  type EnvelopeErrorReason,
  type EnvelopeOptions,
} from "./format";

const ALGORITHM = "aes-256-cbc";

function cbcCipher(key: Uint8Array): CbcCipher {
  const run = (engine: ReturnType<typeof createCipheriv> | ReturnType<typeof createDecipheriv>) => {
    // Padding is added and checked in ./format, identically for both implementations.
    engine.setAutoPadding(false);
    return (blocks: Uint8Array): Uint8Array => Buffer.concat([engine.update(blocks), engine.final()]);
  };
  return {
    encrypt: (iv, blocks) => run(createCipheriv(ALGORITHM, key, iv))(blocks),
    decrypt: (iv, blocks) => run(createDecipheriv(ALGORITHM, key, iv))(blocks),
  };
}

const backend: EnvelopeBackend = {
  cipher: cbcCipher,
  toBase64: (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64"),
  fromBase64: (text) => Buffer.from(text, "base64"),
  randomBytes: (length) => randomBytes(length),
};

/**
 * An envelope for one key (64 hex characters). Every invalid key, body or payload throws an
 * EnvelopeError; the server answers those with a 400.
 */
export function createEnvelope(keyHex: string, options?: EnvelopeOptions): Envelope {
  return assembleEnvelope(keyHex, backend, options);
}

/** A new envelope key: 32 random bytes as 64 lowercase hex characters. */
export function generateEnvelopeKey(): string {
  return randomBytes(ENVELOPE_KEY_BYTES).toString("hex");
}
