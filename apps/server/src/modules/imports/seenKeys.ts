import { SpilledStrings } from "./workbook/spilledStrings";

// What a preview remembers of the rows before: the key of each company and member an earlier row
// would create, with the company's id. A sheet of a million rows has about a million and a half of
// them; as strings in a Map they would take over a hundred megabytes, so the keys go to a temporary
// file (SpilledStrings) and only their hashes, numbers and places stay in memory, in typed arrays
// (about 20 bytes a key). A key is always compared whole, read back from the file, when its hash
// matches, so two keys of the same hash are never taken for one another.

const EMPTY = -1;
const FIRST_CAPACITY = 1024;

/** 32-bit FNV-1a over the key's UTF-16 code units. */
export function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class SeenKeys {
  private readonly keys = new SpilledStrings();
  /** Open addressing: each slot holds an entry's number, or EMPTY. */
  private slots = new Int32Array(FIRST_CAPACITY).fill(EMPTY);
  private hashes = new Uint32Array(FIRST_CAPACITY);
  private values = new Int32Array(FIRST_CAPACITY);

  get size(): number {
    return this.keys.size;
  }

  get(key: string): number | undefined {
    const entry = this.find(key, hashOf(key));
    return entry === EMPTY ? undefined : this.values[entry];
  }

  set(key: string, value: number): void {
    const hash = hashOf(key);
    const found = this.find(key, hash);
    if (found !== EMPTY) {
      this.values[found] = value;
      return;
    }
    const entry = this.keys.size;
    if ((entry + 1) * 4 > this.slots.length * 3) this.grow();
    if (entry === this.hashes.length) {
      this.hashes = grown(this.hashes, new Uint32Array(entry * 2));
      this.values = grown(this.values, new Int32Array(entry * 2));
    }
    this.keys.push(key);
    this.hashes[entry] = hash;
    this.values[entry] = value;
    this.place(entry, hash);
  }

  /** Removes the file the keys were kept in. */
  dispose(): void {
    this.keys.dispose();
  }

  private find(key: string, hash: number): number {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot] as number;
      if (entry === EMPTY) return EMPTY;
      if (this.hashes[entry] === hash && this.keys.get(entry) === key) return entry;
    }
  }

  private place(entry: number, hash: number): void {
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    while (this.slots[slot] !== EMPTY) slot = (slot + 1) & mask;
    this.slots[slot] = entry;
  }

  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(EMPTY);
    for (let entry = 0; entry < this.keys.size; entry += 1) this.place(entry, this.hashes[entry] as number);
  }
}

function grown<T extends Uint32Array | Int32Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
