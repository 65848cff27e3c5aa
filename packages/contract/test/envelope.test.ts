import { createCipheriv } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as browser from "../src/envelope/browser";
import * as node from "../src/envelope/node";
import {
  DECRYPT_FAILED_MESSAGE,
  EnvelopeError,
  isEnvelopeError,
  type Envelope,
  type EnvelopeErrorReason,
} from "../src/envelope/format";

type Implementation = {
  name: string;
  createEnvelope: (keyHex: string, options?: { randomBytes?: (n: number) => Uint8Array }) => Envelope;
};

const implementations: Implementation[] = [
  { name: "browser", createEnvelope: browser.createEnvelope },
  { name: "node", createEnvelope: node.createEnvelope },
];

const pairs = implementations.flatMap((from) =>
  implementations.map((to) => ({ from, to, label: `${from.name} -> ${to.name}` })),
);

const KEY = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
const OTHER_KEY = "1f1e1d1c1b1a191817161514131211100f0e0d0c0b0a09080706050403020100";
const IV_HEX = "f0e1d2c3b4a5968778695a4b3c2d1e0f";
const fixedIv = () => Uint8Array.from(Buffer.from(IV_HEX, "hex"));

/*
 * Pinned with OpenSSL, independently of this code:
 *   ( printf '<IV as \x escapes>'; printf '%s' "$JSON" |
 *     openssl enc -aes-256-cbc -K "$KEY" -iv "$IV_HEX" ) | base64 -w0
 */
const VECTORS = [
  {
    name: "multi-block JSON with non-ASCII text",
    text: '{"company":"Acme Ünïcode ✓","stage":3,"tags":["a","b"]}',
    payload:
      "8OHSw7Sllod4aVpLPC0eD5mfh3ohE6F8nUiEX9lY1lYYr2Lpq+6NCoE0ZzvKh3QWIdYHkCdHrbUFheOunzJFlXnNEF01lWZeH3q/0yjTM9g=",
  },
  {
    name: "exactly one block of JSON, so a whole block of padding",
    text: '{"abcdefghij":1}',
    payload: "8OHSw7Sllod4aVpLPC0eD/Pjv34o99jMrP4kSICTJcMLDg1pCIeBQY4UevjK7zut",
  },
  {
    name: "empty text",
    text: "",
    payload: "8OHSw7Sllod4aVpLPC0eDy0E/NrvmM8XdaM8Ez5dTjA=",
  },
] as const;

const [PINNED] = VECTORS;

const bytesOf = (payload: string) => Uint8Array.from(Buffer.from(payload, "base64"));
const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

/** A payload made with node:crypto's own PKCS#7 padding, to smuggle in arbitrary plaintext bytes. */
function craftPayload(plain: Uint8Array, keyHex = KEY): string {
  const cipher = createCipheriv("aes-256-cbc", Buffer.from(keyHex, "hex"), fixedIv());
  return base64Of(Buffer.concat([fixedIv(), cipher.update(plain), cipher.final()]));
}

function caught(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
}

function expectEnvelopeError(action: () => unknown, reason: EnvelopeErrorReason): void {
  const error = caught(action);
  expect(error).toBeInstanceOf(EnvelopeError);
  expect((error as EnvelopeError).reason).toBe(reason);
  expect((error as EnvelopeError).message).not.toBe("");
}

const LARGE = {
  rows: Array.from({ length: 9000 }, (_, id) => ({
    id,
    name: `Company ${id} — Ünïcode ✓ 日本語 🎉 ${"x".repeat(64)}`,
    active: id % 2 === 0,
  })),
};

const VALUES: [string, unknown][] = [
  ["an object", { id: 7, name: "Acme", nested: { list: [1, 2.5, null, true], empty: [] } }],
  ["unicode text", { text: 'héllo — 日本語 🎉 \u0000 \n "quoted" \\ \uFEFF' }],
  ["an empty object", {}],
  ["an array", [1, "two", { three: 3 }]],
  ["a bare string", "just text"],
  ["null", null],
  ["a number", 12.75],
];

describe("envelope round trips", () => {
  describe.each(pairs)("$label", ({ from, to }) => {
    const sealer = from.createEnvelope(KEY);
    const opener = to.createEnvelope(KEY);

    it.each(VALUES)("carries %s", (_, value) => {
      const body = sealer.seal(value);
      expect(Object.keys(body)).toEqual(["payload"]);
      expect(typeof body.payload).toBe("string");
      expect(opener.open(body)).toEqual(value);
    });

    it("carries about a megabyte", () => {
      const body = sealer.seal(LARGE);
      expect(body.payload.length).toBeGreaterThan(1_000_000);
      expect(opener.open(body)).toEqual(LARGE);
    });

    it("carries text with sealText/openText", () => {
      for (const text of [
        "",
        "plain",
        "{not json",
        "Ünïcode ✓ 日本語 🎉",
        "\uFEFFwith a BOM",
        "x".repeat(100_000),
      ]) {
        expect(opener.openText(sealer.sealText(text))).toBe(text);
      }
    });

    it("opens a body parsed from the JSON on the wire", () => {
      const wire = JSON.stringify(sealer.seal({ ok: true }));
      expect(opener.open<{ ok: boolean }>(JSON.parse(wire))).toEqual({ ok: true });
    });
  });
});

describe.each(implementations)("$name envelope", ({ createEnvelope }) => {
  const envelope = createEnvelope(KEY);

  it("uses a fresh IV for every seal", () => {
    const first = envelope.seal({ same: "value" }).payload;
    const second = envelope.seal({ same: "value" }).payload;
    expect(first).not.toBe(second);
    expect(bytesOf(first).subarray(0, 16)).not.toEqual(bytesOf(second).subarray(0, 16));
    expect(envelope.sealText("same")).not.toBe(envelope.sealText("same"));
  });

  it.each(VECTORS)("matches OpenSSL: $name", ({ text, payload }) => {
    const pinned = createEnvelope(KEY, { randomBytes: fixedIv });
    expect(pinned.sealText(text)).toBe(payload);
    expect(envelope.openText(payload)).toBe(text);
    if (text !== "") {
      expect(pinned.seal(JSON.parse(text)).payload).toBe(payload);
      expect(envelope.open({ payload })).toEqual(JSON.parse(text));
    }
  });

  it("accepts the key in upper case", () => {
    expect(createEnvelope(KEY.toUpperCase()).open({ payload: PINNED.payload })).toEqual(
      JSON.parse(PINNED.text),
    );
  });

  describe("rejects bad keys", () => {
    it.each([
      ["too short", KEY.slice(0, 62)],
      ["too long", `${KEY}00`],
      ["not hex", `${KEY.slice(0, 63)}g`],
      ["empty", ""],
      ["with spaces", ` ${KEY.slice(1)}`],
      ["with a 0x prefix", `0x${KEY.slice(2)}`],
    ])("%s", (_, key) => {
      expectEnvelopeError(() => createEnvelope(key), "bad-key");
    });

    it("that are not strings, without echoing the key", () => {
      expectEnvelopeError(() => createEnvelope(undefined as unknown as string), "bad-key");
      expectEnvelopeError(() => createEnvelope(1234 as unknown as string), "bad-key");
      const error = caught(() => createEnvelope(`${KEY.slice(0, 60)}zz`));
      expect((error as Error).message).not.toContain(KEY.slice(0, 20));
    });
  });

  describe("rejects bad input, always with EnvelopeError", () => {
    const pinnedBytes = bytesOf(PINNED.payload);
    const altered = (change: (bytes: Uint8Array) => Uint8Array) =>
      base64Of(change(Uint8Array.from(pinnedBytes)));
    const flip = (index: number, mask: number) => (bytes: Uint8Array) => {
      bytes[index] = (bytes[index] ?? 0) ^ mask;
      return bytes;
    };
    const append = (extra: number[]) => (bytes: Uint8Array) => Uint8Array.from([...bytes, ...extra]);

    const cases: [string, unknown, EnvelopeErrorReason][] = [
      ["a null body", null, "malformed"],
      ["an undefined body", undefined, "malformed"],
      ["a string body", PINNED.payload, "malformed"],
      ["an array body", [PINNED.payload], "malformed"],
      ["a body without payload", {}, "malformed"],
      ["a payload that is not a string", { payload: 42 }, "malformed"],
      ["a payload that is an object", { payload: { payload: PINNED.payload } }, "malformed"],
      ["an empty payload", { payload: "" }, "malformed"],
      ["a payload that is not base64", { payload: "!!!!not*base64!!" }, "malformed"],
      ["URL-safe base64", { payload: PINNED.payload.replace(/\+/g, "-").replace(/\//g, "_") }, "malformed"],
      [
        "base64 with a line break",
        { payload: `${PINNED.payload.slice(0, 64)}\n${PINNED.payload.slice(64)}` },
        "malformed",
      ],
      ["base64 without its padding", { payload: PINNED.payload.replace(/=+$/, "") }, "malformed"],
      ["padding in the middle", { payload: `AAAA=AAA${PINNED.payload.slice(8)}` }, "malformed"],
      ["an IV alone", { payload: base64Of(pinnedBytes.subarray(0, 16)) }, "malformed"],
      ["less than IV and one block", { payload: base64Of(pinnedBytes.subarray(0, 31)) }, "malformed"],
      ["a truncated payload", { payload: altered((b) => b.subarray(0, b.length - 3)) }, "malformed"],
      ["a payload one extra byte long", { payload: altered(append([0])) }, "malformed"],
      [
        "a payload one extra block long",
        { payload: altered(append(new Array<number>(16).fill(7))) },
        "undecryptable",
      ],
      [
        "a payload missing its last block",
        { payload: altered((b) => b.subarray(0, b.length - 16)) },
        "undecryptable",
      ],
      [
        "a flipped byte in the last block",
        { payload: altered(flip(pinnedBytes.length - 5, 0x01)) },
        "undecryptable",
      ],
      ["a flipped last byte", { payload: altered(flip(pinnedBytes.length - 1, 0x40)) }, "undecryptable"],
      ["a first IV byte flipped into another character", { payload: altered(flip(0, 0x01)) }, "not-json"],
      ["a first IV byte flipped out of UTF-8", { payload: altered(flip(0, 0x80)) }, "not-utf8"],
      [
        "another key",
        { payload: craftPayload(new TextEncoder().encode(PINNED.text), OTHER_KEY) },
        "undecryptable",
      ],
      [
        "bytes that are not UTF-8",
        { payload: craftPayload(Uint8Array.from([0x7b, 0xff, 0xfe, 0x7d])) },
        "not-utf8",
      ],
      [
        "an overlong UTF-8 encoding",
        { payload: craftPayload(Uint8Array.from([0x22, 0xc0, 0xaf, 0x22])) },
        "not-utf8",
      ],
      [
        "UTF-8 that is not JSON",
        { payload: craftPayload(new TextEncoder().encode("{'single': 'quotes'}")) },
        "not-json",
      ],
      ["empty text where JSON is expected", { payload: VECTORS[2].payload }, "not-json"],
      [
        "JSON after a byte order mark",
        { payload: craftPayload(new TextEncoder().encode("\uFEFF{}")) },
        "not-json",
      ],
    ];

    it.each(cases)("%s", (_, body, reason) => {
      expectEnvelopeError(() => envelope.open(body), reason);
    });

    it.each(cases.filter(([, body]) => typeof (body as { payload?: unknown } | null)?.payload === "string"))(
      "%s, as a bare payload",
      (_, body, reason) => {
        const payload = (body as { payload: string }).payload;
        // Text needs no JSON, so what open rejects as not-json openText accepts.
        if (reason === "not-json") expect(typeof envelope.openText(payload)).toBe("string");
        else expectEnvelopeError(() => envelope.openText(payload), reason);
      },
    );

    it("rejects a bare payload that is not a string", () => {
      expectEnvelopeError(() => envelope.openText(undefined), "malformed");
      expectEnvelopeError(() => envelope.openText({ payload: PINNED.payload }), "malformed");
    });
  });

  describe("refuses to seal what has no faithful encoding", () => {
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    it.each([
      ["undefined", undefined],
      ["a function", () => 1],
      ["a symbol", Symbol("s")],
      ["a BigInt", 10n],
      ["an object holding a BigInt", { amount: 10n }],
      ["a cycle", cyclic],
      [
        "a failing toJSON",
        {
          toJSON: () => {
            throw new Error("no");
          },
        },
      ],
    ])("%s", (_, value) => {
      expectEnvelopeError(() => envelope.seal(value), "unsealable");
    });

    it("text that is not a string or holds a lone surrogate", () => {
      expectEnvelopeError(() => envelope.sealText(42 as unknown as string), "unsealable");
      expectEnvelopeError(() => envelope.sealText("half \uD83D of an emoji"), "unsealable");
      expectEnvelopeError(() => envelope.sealText("\uDC00 low first"), "unsealable");
      // Lone surrogates inside a value are fine: JSON escapes them.
      expect(envelope.open(envelope.seal({ odd: "\uD83D" }))).toEqual({ odd: "\uD83D" });
    });
  });
});

describe("both implementations judge altered payloads alike", () => {
  // A small deterministic generator, so a failure can be replayed.
  function generator(seed: number) {
    let state = seed >>> 0;
    return (limit: number) => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (((t ^ (t >>> 14)) >>> 0) % limit) >>> 0;
    };
  }

  function outcome(envelope: Envelope, body: unknown): string {
    try {
      return `ok:${JSON.stringify(envelope.open(body))}`;
    } catch (error) {
      if (!isEnvelopeError(error)) throw error;
      return `error:${error.reason}`;
    }
  }

  it("over a thousand random alterations", () => {
    const next = generator(20240607);
    const source = bytesOf(
      browser
        .createEnvelope(KEY, { randomBytes: fixedIv })
        .seal({ id: 1, note: "Ünïcode ✓", list: [1, 2, 3] }).payload,
    );
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_ !";
    const envelopes = implementations.map(({ createEnvelope }) => createEnvelope(KEY));
    const reasons = new Set<string>();
    for (let round = 0; round < 1200; round += 1) {
      const bytes = Uint8Array.from(source);
      let payload: string;
      switch (next(4)) {
        case 0: {
          const index = next(bytes.length);
          bytes[index] = (bytes[index] ?? 0) ^ (1 + next(255));
          payload = base64Of(bytes);
          break;
        }
        case 1:
          payload = base64Of(bytes.subarray(0, next(bytes.length)));
          break;
        case 2:
          payload = base64Of(
            Uint8Array.from([...bytes, ...Array.from({ length: 1 + next(40) }, () => next(256))]),
          );
          break;
        default: {
          const text = base64Of(bytes);
          const index = next(text.length);
          payload = text.slice(0, index) + alphabet.charAt(next(alphabet.length)) + text.slice(index + 1);
        }
      }
      const outcomes = envelopes.map((envelope) => outcome(envelope, { payload }));
      expect(outcomes[0], payload).toBe(outcomes[1]);
      reasons.add(outcomes[0] ?? "");
    }
    expect([...reasons].filter((r) => r.startsWith("error:")).length).toBeGreaterThanOrEqual(3);
  });
});

describe("the browser implementation", () => {
  it("uses no Node API", () => {
    for (const file of ["browser.ts", "format.ts"]) {
      const code = readFileSync(new URL(`../src/envelope/${file}`, import.meta.url), "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/\/\/.*$/gm, "");
      expect(code, file).not.toMatch(/["']node:|require\(|\bBuffer\b|\bprocess\b/);
    }
  });

  it("works with Buffer out of reach", () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, "Buffer");
    Reflect.deleteProperty(globalThis, "Buffer");
    try {
      expect(typeof (globalThis as { Buffer?: unknown }).Buffer).toBe("undefined");
      const envelope = browser.createEnvelope(KEY);
      expect(envelope.open(envelope.seal({ ok: "✓" }))).toEqual({ ok: "✓" });
      expect(envelope.openText(PINNED.payload)).toBe(PINNED.text);
    } finally {
      if (descriptor) Object.defineProperty(globalThis, "Buffer", descriptor);
    }
  });
});

describe("generateEnvelopeKey", () => {
  it("returns 64 hex characters of fresh randomness that make a working key", () => {
    const key = node.generateEnvelopeKey();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(node.generateEnvelopeKey()).not.toBe(key);
    const payload = browser.createEnvelope(key).sealText("with a generated key");
    expect(node.createEnvelope(key).openText(payload)).toBe("with a generated key");
  });
});

describe("shared names", () => {
  it("are the same from both entry points", () => {
    expect(browser.EnvelopeError).toBe(EnvelopeError);
    expect(node.EnvelopeError).toBe(EnvelopeError);
    expect(browser.DECRYPT_FAILED_MESSAGE).toBe("Failed to decrypt response.");
    expect(node.DECRYPT_FAILED_MESSAGE).toBe(DECRYPT_FAILED_MESSAGE);
  });

  it("recognise an EnvelopeError from another copy of the package", () => {
    const foreign = Object.assign(new Error("x"), { name: "EnvelopeError", reason: "malformed" });
    expect(isEnvelopeError(foreign)).toBe(true);
    expect(isEnvelopeError(Object.assign(new Error("x"), { name: "EnvelopeError", reason: "other" }))).toBe(
      false,
    );
    expect(isEnvelopeError(new Error("x"))).toBe(false);
    expect(isEnvelopeError({ name: "EnvelopeError", reason: "malformed" })).toBe(false);
  });
});
