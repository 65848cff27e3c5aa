import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  COMMITTEE_LIMITS,
  type Gate,
  LOOKUP_KINDS,
  type LookupKind,
  TASK_TYPES,
  type TaskType,
} from "@pipeline/contract";
import { serverPath } from "../config/paths";

// The operator-editable seed files: read, and refused with the place of the mistake, so a bad
// edit stops the server at start rather than half-seeding it.

/** apps/server/seed, found from the server package so that any working directory will do. */
export const DEFAULT_SEED_DIR = serverPath("seed");

export type SeedTask = {
  id: number;
  label: string;
  name: string;
  type: TaskType;
  allow_multiple: boolean;
  /** An EVALUATION that gates its stage; null: none. */
  gate: Gate | null;
};
export type SeedStage = {
  id: number;
  label: string;
  order: number;
  /** Days a company may stay in the stage; null: no limit. */
  sla_days: number | null;
  tasks: SeedTask[];
};
export type SeedLookup = { label: string; name?: string; order: number; is_active: boolean };
export type SeedLookups = Record<LookupKind, SeedLookup[]>;
export type SeedTemplate = { key: string; subject: string | null; body: string };

export class SeedFileError extends Error {
  override name = "SeedFileError";
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fail(file: string, where: string, problem: string): never {
  throw new SeedFileError(`${file}: ${where} ${problem}`);
}

function text(file: string, where: string, value: unknown): string {
  if (typeof value !== "string" || value.trim() === "") fail(file, where, "must be a non-empty string.");
  return value.trim();
}

function whole(file: string, where: string, value: unknown, min: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min) {
    fail(file, where, `must be a whole number from ${min}.`);
  }
  return value;
}

function wholeUpTo(file: string, where: string, value: unknown, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    fail(file, where, `must be a whole number from ${min} to ${max}.`);
  }
  return value;
}

function list(file: string, where: string, value: unknown): unknown[] {
  if (!Array.isArray(value)) fail(file, where, "must be a list.");
  return value;
}

async function readJson(directory: string, name: string): Promise<unknown> {
  const file = path.join(directory, name);
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new SeedFileError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A task's gate: absent or null for none; only an EVALUATION may have one. */
function readGate(file: string, where: string, raw: unknown, type: TaskType): Gate | null {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) fail(file, where, "must be an object with quorum and blind, or null.");
  if (type !== "EVALUATION") fail(file, where, "is only for an EVALUATION task.");
  if (typeof raw.blind !== "boolean") fail(file, `${where}.blind`, "must be true or false.");
  return {
    quorum: wholeUpTo(file, `${where}.quorum`, raw.quorum, 1, COMMITTEE_LIMITS.quorumMax),
    blind: raw.blind,
  };
}

function readTask(file: string, where: string, raw: unknown): SeedTask {
  if (!isObject(raw)) fail(file, where, "must be an object.");
  const type = raw.type;
  if (!TASK_TYPES.includes(type as TaskType))
    fail(file, `${where}.type`, `must be one of ${TASK_TYPES.join(", ")}.`);
  if (typeof raw.allow_multiple !== "boolean")
    fail(file, `${where}.allow_multiple`, "must be true or false.");
  return {
    gate: readGate(file, `${where}.gate`, raw.gate, type as TaskType),
    id: whole(file, `${where}.id`, raw.id, 1),
    label: text(file, `${where}.label`, raw.label),
    name: text(file, `${where}.name`, raw.name),
    type: type as TaskType,
    allow_multiple: raw.allow_multiple,
  };
}

export async function readJourneyFile(directory: string = DEFAULT_SEED_DIR): Promise<SeedStage[]> {
  const file = path.join(directory, "journey.json");
  const raw = await readJson(directory, "journey.json");
  if (!isObject(raw)) fail(file, "the file", "must hold an object with a stages list.");
  const stages = list(file, "stages", raw.stages).map((entry, index): SeedStage => {
    const where = `stages[${index}]`;
    if (!isObject(entry)) fail(file, where, "must be an object.");
    return {
      id: whole(file, `${where}.id`, entry.id, 1),
      label: text(file, `${where}.label`, entry.label),
      order: whole(file, `${where}.order`, entry.order, 0),
      sla_days:
        entry.sla_days === undefined || entry.sla_days === null
          ? null
          : wholeUpTo(file, `${where}.sla_days`, entry.sla_days, 1, COMMITTEE_LIMITS.slaDaysMax),
      tasks: list(file, `${where}.tasks`, entry.tasks).map((task, at) =>
        readTask(file, `${where}.tasks[${at}]`, task),
      ),
    };
  });
  const stageIds = stages.map((stage) => stage.id);
  const taskIds = stages.flatMap((stage) => stage.tasks.map((task) => task.id));
  if (new Set(stageIds).size !== stageIds.length) fail(file, "stages", "must have distinct ids.");
  if (new Set(taskIds).size !== taskIds.length) fail(file, "tasks", "must have distinct ids across stages.");
  return stages;
}

export async function readLookupsFile(directory: string = DEFAULT_SEED_DIR): Promise<SeedLookups> {
  const file = path.join(directory, "lookups.json");
  const raw = await readJson(directory, "lookups.json");
  if (!isObject(raw)) fail(file, "the file", "must hold an object keyed by list.");
  const unknown = Object.keys(raw).filter((key) => !LOOKUP_KINDS.includes(key as LookupKind));
  if (unknown.length > 0) fail(file, unknown.join(", "), `is not one of ${LOOKUP_KINDS.join(", ")}.`);
  const read = (kind: LookupKind): SeedLookup[] =>
    list(file, kind, raw[kind] ?? []).map((entry, index) => {
      const where = `${kind}[${index}]`;
      if (!isObject(entry)) fail(file, where, "must be an object.");
      if (entry.is_active !== undefined && typeof entry.is_active !== "boolean") {
        fail(file, `${where}.is_active`, "must be true or false.");
      }
      return {
        label: text(file, `${where}.label`, entry.label),
        ...(kind === "confidence-level" ? { name: text(file, `${where}.name`, entry.name) } : {}),
        order: whole(file, `${where}.order`, entry.order, 0),
        is_active: entry.is_active !== false,
      };
    });
  return Object.fromEntries(LOOKUP_KINDS.map((kind) => [kind, read(kind)])) as SeedLookups;
}

/** The task templates (`email_templates.json`): a text per task name; no file, no templates. */
export async function readTemplatesFile(directory: string = DEFAULT_SEED_DIR): Promise<SeedTemplate[]> {
  const file = path.join(directory, "email_templates.json");
  try {
    await readFile(file);
  } catch {
    return [];
  }
  const raw = await readJson(directory, "email_templates.json");
  if (!isObject(raw)) fail(file, "the file", "must hold an object with a templates list.");
  const templates = list(file, "templates", raw.templates).map((entry, index): SeedTemplate => {
    const where = `templates[${index}]`;
    if (!isObject(entry)) fail(file, where, "must be an object.");
    return {
      key: text(file, `${where}.key`, entry.key),
      subject: entry.subject === undefined ? null : text(file, `${where}.subject`, entry.subject),
      body: text(file, `${where}.body`, entry.body),
    };
  });
  const keys = templates.map((template) => template.key);
  if (new Set(keys).size !== keys.length) fail(file, "templates", "must have distinct keys.");
  return templates;
}
