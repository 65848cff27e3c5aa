import {
  LOOKUP_SCHEMAS,
  type Lookup,
  type LookupInput,
  type LookupKind,
  type LookupOption,
  type LookupsPort,
} from "@pipeline/contract";
import { listItems, type ListSpec, flagFilter } from "../list";
import { createdMessage, duplicateLookupMessage, LOOKUP_TITLES, updatedMessage } from "@pipeline/contract";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { conflictField, notFound } from "../runtime/failures";
import { validateInput } from "../runtime/validateInput";
import { auditRow } from "../state/auditTrail";
import { lookupRow } from "../state/auditRows";
import { nextId } from "../state/MemoryState";
import { usedLookupIds } from "../views/usedLookupIds";

type LookupValues = { label: string; order: number; is_active: boolean; name?: string };

const LOOKUP_LIST: ListSpec<Lookup, "is_active"> = {
  sort: {
    id: (row) => row.id,
    label: (row) => row.label,
    name: (row) => row.name,
    order: (row) => row.order,
    is_active: (row) => row.is_active,
    created: (row) => row.created,
    modified: (row) => row.modified,
  },
  defaultSort: { field: "order", direction: "asc" },
  filters: { is_active: flagFilter((row) => row.is_active) },
  search: (row) => [row.label, row.name],
  dates: { created: (row) => row.created, modified: (row) => row.modified },
  id: (row) => row.id,
};

function toOption(row: Lookup): LookupOption {
  return { id: row.id, label: row.label, is_active: row.is_active };
}

function byOrder(a: Lookup, b: Lookup): number {
  return a.order - b.order || a.label.localeCompare(b.label) || a.id - b.id;
}

export function createLookupsPort({ state, call, now }: MemoryRuntime): LookupsPort {
  function find(kind: LookupKind, id: number): Lookup {
    const row = state.lookups[kind].find((entry) => entry.id === id);
    if (!row) throw notFound();
    return row;
  }

  /**
   * The stored fields of an input: checked by the form's schema (400), then the label must be
   * free in its list, case aside (409). An update also needs its entry (404) before the label check.
   */
  async function fields(kind: LookupKind, input: LookupInput, ownId: number | null) {
    const values = await validateInput<LookupValues>(LOOKUP_SCHEMAS[kind], input);
    if (ownId !== null) find(kind, ownId);
    // A unique label is the server's to enforce (its database); the adapter imitates it for stories and tests.
    const key = values.label.toUpperCase();
    if (state.lookups[kind].some((row) => row.id !== ownId && row.label.toUpperCase() === key)) {
      throw conflictField("label", duplicateLookupMessage(kind));
    }
    // Confidence levels keep the value typed in the form; every other list derives it.
    const name = kind === "confidence-level" ? (values.name ?? "") : key;
    return { label: values.label, name, order: values.order, is_active: values.is_active };
  }

  return {
    list: (kind, params, options) => call(options, () => listItems(state.lookups[kind], params, LOOKUP_LIST)),
    options: (kind, options) =>
      call(options, () =>
        state.lookups[kind]
          .filter((row) => row.is_active)
          .sort(byOrder)
          .map(toOption),
      ),
    inUse: (kind, options) =>
      call(options, () => {
        const used = usedLookupIds(state, kind);
        return state.lookups[kind]
          .filter((row) => row.is_active && used.has(row.id))
          .sort(byOrder)
          .map(toOption);
      }),
    get: (kind, id, options) => call(options, () => find(kind, id)),
    create: (kind, input, options) =>
      call(options, async (user) => {
        const values = await fields(kind, input, null);
        const stamp = now();
        const row: Lookup = { id: nextId(state.lookups[kind]), ...values, created: stamp, modified: stamp };
        state.lookups[kind].push(row);
        auditRow(state, stamp, user, {
          entity: "lookups",
          id: row.id,
          companyId: null,
          before: null,
          after: lookupRow(kind, row),
        });
        return { message: createdMessage(LOOKUP_TITLES[kind]), data: row };
      }),
    update: (kind, id, input, options) =>
      call(options, async (user) => {
        const values = await fields(kind, input, id);
        const row = find(kind, id);
        const before = lookupRow(kind, row);
        const stamp = now();
        Object.assign(row, values, { modified: stamp });
        auditRow(state, stamp, user, {
          entity: "lookups",
          id,
          companyId: null,
          before,
          after: lookupRow(kind, row),
        });
        return { message: updatedMessage(LOOKUP_TITLES[kind]), data: row };
      }),
  };
}
