import { type DataAdapter, LOOKUP_KINDS, type LookupKind } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { createdMessage, LOOKUP_TITLES, updatedMessage } from "@pipeline/contract";
import { lookupInput } from "../support/inputs";
import type { MakeAdapter } from "../support/MakeAdapter";
import { uniqueToken } from "../support/uniqueToken";

/** `name` is the upper-cased label, except for confidence levels, where it is the value typed. */
function expectedName(kind: LookupKind, label: string, value: string | undefined): string {
  return kind === "confidence-level" ? (value ?? "") : label.toUpperCase();
}

/** Two entries labelled with the token: one active, one not. */
async function activeAndInactive(adapter: DataAdapter, kind: LookupKind, token: string) {
  const active = await adapter.lookups.create(kind, lookupInput(kind, `Zq ${token} On`));
  const inactive = await adapter.lookups.create(
    kind,
    lookupInput(kind, `Zq ${token} Off`, { is_active: false }),
  );
  return { active: active.data, inactive: inactive.data };
}

export function describeLookupCases(makeAdapter: MakeAdapter): void {
  describe.each(LOOKUP_KINDS)("lookups: %s", (kind) => {
    it("creates an entry and reads it back", async () => {
      const adapter = await makeAdapter();
      const input = lookupInput(kind, `Zq ${uniqueToken()} Alpha`, { order: 7 });
      const saved = await adapter.lookups.create(kind, input);

      expect(saved.message).toBe(createdMessage(LOOKUP_TITLES[kind]));
      expect(saved.data).toMatchObject({
        label: input.label,
        name: expectedName(kind, input.label, input.name),
        order: 7,
        is_active: true,
      });
      expect(saved.data.id).toEqual(expect.any(Number));
      expect(Date.parse(saved.data.created)).not.toBeNaN();
      expect(Date.parse(saved.data.modified)).not.toBeNaN();
      expect(await adapter.lookups.get(kind, saved.data.id)).toEqual(saved.data);
    });

    it("hands out copies: changing what a call returned changes nothing stored", async () => {
      const adapter = await makeAdapter();
      const saved = await adapter.lookups.create(kind, lookupInput(kind, `Zq ${uniqueToken()} Copy`));
      const read = await adapter.lookups.get(kind, saved.data.id);
      read.label = "Changed in the caller";
      saved.data.order = 99;
      expect(await adapter.lookups.get(kind, saved.data.id)).toMatchObject({
        label: saved.data.label,
        order: 1,
      });
    });

    it("updates an entry, deriving its name again", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const created = await adapter.lookups.create(kind, lookupInput(kind, `Zq ${token} Before`));
      const input = lookupInput(kind, `Zq ${token} After`, { order: 4, is_active: false });
      const saved = await adapter.lookups.update(kind, created.data.id, input);

      expect(saved.message).toBe(updatedMessage(LOOKUP_TITLES[kind]));
      const expected = {
        id: created.data.id,
        label: input.label,
        name: expectedName(kind, input.label, input.name),
        order: 4,
        is_active: false,
      };
      expect(saved.data).toMatchObject(expected);
      expect(await adapter.lookups.get(kind, created.data.id)).toMatchObject(expected);
    });

    it("lists a search page by page, 1-based, with the count of all matches", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const ids = new Set<number>();
      for (const word of ["Alpha", "Beta", "Gamma"]) {
        ids.add((await adapter.lookups.create(kind, lookupInput(kind, `Zq ${token} ${word}`))).data.id);
      }

      const first = await adapter.lookups.list(kind, { search: token, page: 1, pageSize: 2 });
      const second = await adapter.lookups.list(kind, { search: token, page: 2, pageSize: 2 });
      const beyond = await adapter.lookups.list(kind, { search: token, page: 3, pageSize: 2 });

      expect([first.count, second.count, beyond.count]).toEqual([3, 3, 3]);
      expect([first.rows.length, second.rows.length, beyond.rows.length]).toEqual([2, 1, 0]);
      expect(new Set([...first.rows, ...second.rows].map((row) => row.id))).toEqual(ids);
      const upperCased = await adapter.lookups.list(kind, { search: token.toUpperCase(), pageSize: 10 });
      expect(upperCased.count).toBe(3);
    });

    it("sorts by label and by order, in both directions", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      for (const [word, order] of [
        ["Beta", 1],
        ["Alpha", 3],
        ["Gamma", 2],
      ] as const) {
        await adapter.lookups.create(kind, lookupInput(kind, `Zq ${token} ${word}`, { order }));
      }
      const words = async (field: string, direction: "asc" | "desc") => {
        const page = await adapter.lookups.list(kind, { search: token, sort: { field, direction } });
        return page.rows.map((row) => row.label.split(" ").at(-1));
      };

      expect(await words("label", "asc")).toEqual(["Alpha", "Beta", "Gamma"]);
      expect(await words("label", "desc")).toEqual(["Gamma", "Beta", "Alpha"]);
      expect(await words("order", "asc")).toEqual(["Beta", "Gamma", "Alpha"]);
      expect(await words("order", "desc")).toEqual(["Alpha", "Gamma", "Beta"]);
    });

    it("filters on the Active flag", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const { active, inactive } = await activeAndInactive(adapter, kind, token);

      const onlyInactive = await adapter.lookups.list(kind, {
        search: token,
        filters: { is_active: [false] },
      });
      const onlyActive = await adapter.lookups.list(kind, { search: token, filters: { is_active: [true] } });
      const both = await adapter.lookups.list(kind, { search: token, filters: { is_active: [true, false] } });

      expect(onlyInactive.rows.map((row) => row.id)).toEqual([inactive.id]);
      expect(onlyActive.rows.map((row) => row.id)).toEqual([active.id]);
      expect(both.count).toBe(2);
    });

    it("offers active entries only as options", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const { active, inactive } = await activeAndInactive(adapter, kind, token);

      const options = await adapter.lookups.options(kind);
      expect(options).toContainEqual({ id: active.id, label: active.label, is_active: true });
      expect(options.map((option) => option.id)).not.toContain(inactive.id);
      expect(options.every((option) => option.is_active)).toBe(true);
    });
  });
}
