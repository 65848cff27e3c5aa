import type { FileStorage } from "../storage";

/** File storage whose removals can be held back while a backup copies the files. */
export type HoldableStorage = FileStorage & {
  /** Until the answer is called, removed files stay where they are; they go once the last hold ends. */
  holdRemovals(): () => Promise<void>;
};

/**
 * A file is removed only after the row naming it is gone, so a backup's snapshot of the database
 * may still name a file that is removed before the copying reaches it. While a hold lasts, removals
 * wait: every file the snapshot names is still there to copy.
 */
export function withRemovalHold(storage: FileStorage): HoldableStorage {
  let holds = 0;
  const waiting = new Set<string>();

  async function removeWaiting() {
    for (const key of [...waiting]) {
      waiting.delete(key);
      await storage.remove(key).catch(() => undefined);
    }
  }

  return {
    kind: storage.kind,
    put(key, body, options) {
      // Written again after its removal was held: the new file stays.
      waiting.delete(key);
      return storage.put(key, body, options);
    },
    open: (key, range) => storage.open(key, range),
    size: (key) => storage.size(key),
    async remove(key) {
      if (holds > 0) waiting.add(key);
      else await storage.remove(key);
    },
    withLocalFile: (key, run) => storage.withLocalFile(key, run),
    holdRemovals() {
      holds += 1;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds === 0) await removeWaiting();
      };
    },
  };
}
