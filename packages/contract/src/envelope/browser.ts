/*
 * The envelope in the browser, on crypto-js. No Node API and no Buffer here: this module is
 * bundled into the portal. The format and every check are in ./format; this file supplies only
 * AES-256-CBC, base64 and randomness. Obfuscation, not security: see ./format.
 */
// Individual modules rather than the crypto-js index keep the hashes and ciphers the envelope
// never uses out of the portal's bundle. Each one registers itself on the shared core object.
import CryptoJS from "crypto-js/core.js";
import "crypto-js/cipher-core.js";
import "crypto-js/aes.js";
import "crypto-js/enc-base64.js";
import "crypto-js/pad-nopadding.js";
import {
  assembleEnvelope,
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

type WordArray = CryptoJS.lib.WordArray;

// crypto-js holds bytes big-endian in 32-bit words.
function toWordArray(bytes: Uint8Array): WordArray {
  const words = new Array<number>(Math.ceil(bytes.length / 4)).fill(0);
  for (let i = 0; i < bytes.length; i += 1) {
    const index = i >>> 2;
    words[index] = (words[index] ?? 0) | ((bytes[i] ?? 0) << (24 - (i % 4) * 8));
  }
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

function fromWordArray(wordArray: WordArray): Uint8Array {
  const bytes = new Uint8Array(wordArray.sigBytes);
  const { words } = wordArray;
  for (let i = 0; i < bytes.length; i += 1) {
    bytes[i] = ((words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
  }
  return bytes;
}

function cbcCipher(key: Uint8Array): CbcCipher {
  const keyWords = toWordArray(key);
  // Padding is added and checked in ./format, identically for both implementations; crypto-js's
  // own PKCS#7 unpadding does not reject bad padding.
  const config = (iv: Uint8Array) => ({
    iv: toWordArray(iv),
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.NoPadding,
  });
  return {
    encrypt: (iv, blocks) =>
      fromWordArray(CryptoJS.algo.AES.createEncryptor(keyWords, config(iv)).finalize(toWordArray(blocks))),
    decrypt: (iv, blocks) =>
      fromWordArray(CryptoJS.algo.AES.createDecryptor(keyWords, config(iv)).finalize(toWordArray(blocks))),
  };
}

function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

const backend: EnvelopeBackend = {
  cipher: cbcCipher,
  toBase64: (bytes) => CryptoJS.enc.Base64.stringify(toWordArray(bytes)),
  fromBase64: (text) => fromWordArray(CryptoJS.enc.Base64.parse(text)),
  randomBytes,
};

/**
 * An envelope for one key (64 hex characters). Every invalid key, body or payload throws an
 * EnvelopeError; show DECRYPT_FAILED_MESSAGE to the user when a response cannot be opened.
 */
export function createEnvelope(keyHex: string, options?: EnvelopeOptions): Envelope {
  return assembleEnvelope(keyHex, backend, options);
}
