import { bench, describe } from "vitest";
import { createEnvelope as browserEnvelope } from "../src/envelope/browser";
import { createEnvelope as nodeEnvelope } from "../src/envelope/node";

// What the envelope costs a request: a typical page of 50 companies, and a large 1 MB body.
const key = "0f".repeat(32);
const browser = browserEnvelope(key);
const node = nodeEnvelope(key);

const page = {
  results: {
    data: Array.from({ length: 50 }, (_, index) => ({
      id: index,
      company_name: `Company ${index}`,
      website: `https://company-${index}.example`,
      country: { id: 1, label: "India" },
      last_update: "Met the founders; sent the deck to the committee.",
    })),
  },
  count: 100000,
};
const large = { text: "x".repeat(1024 * 1024) };

for (const [name, value] of [
  ["page of 50 rows", page],
  ["1 MB body", large],
] as const) {
  describe(`seal and open a ${name}`, () => {
    const sealedByNode = node.seal(value);
    bench("node:crypto", () => {
      node.open(node.seal(value));
    });
    bench("crypto-js (browser)", () => {
      browser.open(browser.seal(value));
    });
    bench("crypto-js opens what node:crypto sealed", () => {
      browser.open(sealedByNode);
    });
  });
}
