/*
 * The envelope every request and response body travels in.
 *
 * Wire format, fixed so that any client can speak it:
 *   AES-256-CBC with PKCS#7 padding; the key is 32 bytes written as 64 hex characters;
 *   a JSON value becomes {"payload": base64(iv ‖ ciphertext of the UTF-8 JSON text)},
 *   with a fresh random 16-byte IV for every seal.
 *
 * This is obfuscation, not security: there is no MAC, so anyone holding the key (which the
 * browser necessarily does) can read and forge envelopes, and altered ciphertext is only caught
 * when it happens to break the padding, the UTF-8 or the JSON. TLS is the protection.
 *
 * The browser (crypto-js) and Node (node:crypto) implementations only supply the AES, base64
 * and random primitives; every check lives here, so both accept and reject exactly the same
 * payloads, with the same reasons.
 */

export const ENVELOPE_KEY_BYTES = 32;
export const ENVELOPE_IV_BYTES = 16;
export const ENVELOPE_BLOCK_BYTES = 16;

/** What the client shows when an envelope cannot be opened (spec section 8). */
export const DECRYPT_FAILED_MESSAGE = "Failed to decrypt response.";

/** The body of an enveloped request or response, and the multipart `payload` field's content. */
export type EnvelopeBody = { payload: string };

export type EnvelopeErrorReason =
  /** The key is not 64 hex characters. */
  | "bad-key"
  /** The body is not an object with a string payload, or the payload is not base64 of a plausible length. */
  | "malformed"
  /** The padding did not check out: a wrong key or altered ciphertext. */
  | "undecryptable"
  /** The decrypted bytes are not UTF-8 text. */
  | "not-utf8"
  /** The decrypted text is not JSON. */
  | "not-json"
  /** The value or text handed to seal cannot be represented (undefined, BigInt, a cycle, a lone surrogate). */
  | "unsealable";

export class EnvelopeError extends Error {
  override readonly name = "EnvelopeError";
  readonly reason: EnvelopeErrorReason;

  constructor(reason: EnvelopeErrorReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}

const REASONS: ReadonlySet<string> = new Set<EnvelopeErrorReason>([
  "bad-key",
  "malformed",
  "undecryptable",
  "not-utf8",
  "not-json",
  "unsealable",
]);

/** Also recognises an EnvelopeError from another copy of this package, where instanceof fails. */
export function isEnvelopeError(value: unknown): value is EnvelopeError {
  if (value instanceof EnvelopeError) return true;
  if (!(value instanceof Error) || value.name !== "EnvelopeError") return false;
  const reason: unknown = (value as { reason?: unknown }).reason;
  return typeof reason === "string" && REASONS.has(reason);
}

export type Envelope = {
  /** JSON-encodes and encrypts a value into a request or response body. */
  seal(value: unknown): EnvelopeBody;
  /** Decrypts a body made by `seal`. The result is parsed JSON, not checked against T. */
  open<T = unknown>(body: unknown): T;
  /** Encrypts text into a bare payload string (a multipart `payload` field, a stored session). */
  sealText(text: string): string;
  /** Decrypts a bare payload string made by `sealText`. */
  openText(payload: unknown): string;
};

export type EnvelopeOptions = {
  /**
   * Source of the IV bytes. Only fixed test vectors should replace it: reusing an IV with the
   * same key shows which payloads share a prefix.
   */
  randomBytes?: (length: number) => Uint8Array;
};

/** One key's AES-256-CBC over whole blocks, with no padding added or removed. */
export type CbcCipher = {
  encrypt(iv: Uint8Array, blocks: Uint8Array): Uint8Array;
  decrypt(iv: Uint8Array, blocks: Uint8Array): Uint8Array;
};

/** What an implementation supplies; everything else is shared. */
export type EnvelopeBackend = {
  cipher(key: Uint8Array): CbcCipher;
  toBase64(bytes: Uint8Array): string;
  /** Receives only text that `checkPayload` has accepted. */
  fromBase64(text: string): Uint8Array;
  randomBytes(length: number): Uint8Array;
};

const KEY_PATTERN = /^[0-9a-fA-F]{64}$/;

/** Validates the hex key and returns its 32 bytes. */
export function parseEnvelopeKey(keyHex: unknown): Uint8Array {
  if (typeof keyHex !== "string" || !KEY_PATTERN.test(keyHex)) {
    // The key itself stays out of the message, which may end up in a log.
    throw new EnvelopeError(
      "bad-key",
      `The envelope key must be ${ENVELOPE_KEY_BYTES * 2} hexadecimal characters (${ENVELOPE_KEY_BYTES} bytes).`,
    );
  }
  const key = new Uint8Array(ENVELOPE_KEY_BYTES);
  for (let i = 0; i < ENVELOPE_KEY_BYTES; i += 1) {
    key[i] = Number.parseInt(keyHex.slice(i * 2, i * 2 + 2), 16);
  }
  return key;
}

export function isEnvelopeBody(value: unknown): value is EnvelopeBody {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { payload?: unknown }).payload === "string"
  );
}

// Standard alphabet with padding, nothing else: no line breaks, no URL-safe characters, so that
// every implementation decodes a payload to the same bytes. A plain class-star keeps the regular
// expression linear on megabyte payloads.
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Checks a payload string's syntax and length before any decoding, and returns it.
 * Lengths are judged from the text, so a bad payload costs no allocation.
 */
export function checkPayload(payload: unknown): string {
  if (typeof payload !== "string") {
    throw new EnvelopeError("malformed", "The envelope payload must be a string.");
  }
  if (payload.length % 4 !== 0 || !BASE64_PATTERN.test(payload)) {
    throw new EnvelopeError("malformed", "The envelope payload is not valid base64.");
  }
  const padding = payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0;
  const bytes = (payload.length / 4) * 3 - padding;
  if (bytes < ENVELOPE_IV_BYTES + ENVELOPE_BLOCK_BYTES) {
    throw new EnvelopeError(
      "malformed",
      `The envelope payload is too short: it must hold a ${ENVELOPE_IV_BYTES}-byte IV and at least one ${ENVELOPE_BLOCK_BYTES}-byte block.`,
    );
  }
  if ((bytes - ENVELOPE_IV_BYTES) % ENVELOPE_BLOCK_BYTES !== 0) {
    throw new EnvelopeError(
      "malformed",
      `The envelope ciphertext is not a whole number of ${ENVELOPE_BLOCK_BYTES}-byte blocks.`,
    );
  }
  return payload;
}

/** Reads and checks the payload of a request or response body. */
export function readPayload(body: unknown): string {
  if (!isEnvelopeBody(body)) {
    throw new EnvelopeError(
      "malformed",
      'The envelope body must be an object with a string "payload" field.',
    );
  }
  return checkPayload(body.payload);
}

export function pkcs7Pad(data: Uint8Array): Uint8Array {
  // Always at least one byte of padding, a whole block when the data already fills its blocks.
  const count = ENVELOPE_BLOCK_BYTES - (data.length % ENVELOPE_BLOCK_BYTES);
  const padded = new Uint8Array(data.length + count);
  padded.set(data);
  padded.fill(count, data.length);
  return padded;
}

export function pkcs7Unpad(data: Uint8Array): Uint8Array {
  const count = data.length > 0 ? (data[data.length - 1] ?? 0) : 0;
  let valid = count >= 1 && count <= ENVELOPE_BLOCK_BYTES && count <= data.length;
  for (let i = data.length - count; valid && i < data.length; i += 1) {
    valid = data[i] === count;
  }
  if (!valid) {
    throw new EnvelopeError(
      "undecryptable",
      "The envelope payload could not be decrypted: the key is wrong or the data was altered.",
    );
  }
  return data.subarray(0, data.length - count);
}

// Lone surrogates would be replaced by U+FFFD on encoding, so the text that came out would not be
// the text that went in.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function encodeText(text: unknown): Uint8Array {
  if (typeof text !== "string") {
    throw new EnvelopeError("unsealable", "Only a string can be sealed as text.");
  }
  if (LONE_SURROGATE.test(text)) {
    throw new EnvelopeError(
      "unsealable",
      "The text contains a lone surrogate and cannot be encoded as UTF-8.",
    );
  }
  return new TextEncoder().encode(text);
}

export function decodeText(bytes: Uint8Array): string {
  try {
    // fatal: invalid UTF-8 is an error, not silently replaced; ignoreBOM: a leading U+FEFF is
    // kept, so text comes back exactly as sealed.
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch (cause) {
    throw new EnvelopeError("not-utf8", "The decrypted envelope payload is not UTF-8 text.", {
      cause,
    });
  }
}

export function toJsonText(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (cause) {
    throw new EnvelopeError(
      "unsealable",
      "The value cannot be written as JSON (a cycle, a BigInt, or a failing toJSON).",
      { cause },
    );
  }
  // JSON.stringify answers undefined, not an error, for undefined, functions and symbols.
  if (typeof text !== "string") {
    throw new EnvelopeError("unsealable", "The value has no JSON form.");
  }
  return text;
}

export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new EnvelopeError("not-json", "The decrypted envelope payload is not JSON.", { cause });
  }
}

/** Builds the envelope API on an implementation's primitives. */
export function assembleEnvelope(
  keyHex: unknown,
  backend: EnvelopeBackend,
  options: EnvelopeOptions = {},
): Envelope {
  const cipher = backend.cipher(parseEnvelopeKey(keyHex));
  const randomBytes = options.randomBytes ?? ((length: number) => backend.randomBytes(length));

  const sealBytes = (plain: Uint8Array): string => {
    const iv = randomBytes(ENVELOPE_IV_BYTES);
    if (!(iv instanceof Uint8Array) || iv.length !== ENVELOPE_IV_BYTES) {
      throw new RangeError(`The IV source must return ${ENVELOPE_IV_BYTES} bytes.`);
    }
    const ciphertext = cipher.encrypt(iv, pkcs7Pad(plain));
    const joined = new Uint8Array(ENVELOPE_IV_BYTES + ciphertext.length);
    joined.set(iv);
    joined.set(ciphertext, ENVELOPE_IV_BYTES);
    return backend.toBase64(joined);
  };

  const openBytes = (payload: string): Uint8Array => {
    let joined: Uint8Array;
    try {
      joined = backend.fromBase64(payload);
    } catch (cause) {
      throw new EnvelopeError("malformed", "The envelope payload is not valid base64.", { cause });
    }
    const iv = joined.subarray(0, ENVELOPE_IV_BYTES);
    const ciphertext = joined.subarray(ENVELOPE_IV_BYTES);
    let padded: Uint8Array;
    try {
      padded = cipher.decrypt(iv, ciphertext);
    } catch (cause) {
      // The payload was checked beforehand, so a primitive failing here is still bad input to
      // the caller, never a crash of another kind.
      throw new EnvelopeError("undecryptable", "The envelope payload could not be decrypted.", {
        cause,
      });
    }
    return pkcs7Unpad(padded);
  };

  return {
    seal: (value) => ({ payload: sealBytes(encodeText(toJsonText(value))) }),
    open: <T = unknown>(body: unknown): T => parseJsonText(decodeText(openBytes(readPayload(body)))) as T,
    sealText: (text) => sealBytes(encodeText(text)),
    openText: (payload) => decodeText(openBytes(checkPayload(payload))),
  };
}
