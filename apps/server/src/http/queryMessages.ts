import { type ListQueryOptions, queryToListParams } from "@pipeline/contract";

// The words a refused query parameter is answered with, once the route's schema refused it.

type Probe = { query: (value: string) => Record<string, string>; options: ListQueryOptions<never> };

const NO_FIELDS: ListQueryOptions<never> = { sortFields: [], filters: [] };
const ONE_FIELD: ListQueryOptions<never> = { sortFields: ["field"], filters: [] };

/** Each list parameter alone in a query the contract's parser reads, so that it judges that one value. */
const LIST_PROBES: Record<string, Probe> = {
  page: { query: (page) => ({ page }), options: NO_FIELDS },
  page_size: { query: (size) => ({ page_size: size }), options: NO_FIELDS },
  sortfield: { query: (field) => ({ sortfield: field }), options: NO_FIELDS },
  sortdirection: {
    query: (direction) => ({ sortfield: "field", sortdirection: direction }),
    options: ONE_FIELD,
  },
  date_filter_type: {
    query: (type) => ({ start_date: "2000-01-01", date_filter_type: type }),
    options: NO_FIELDS,
  },
};

/** The contract's words for a bad list parameter (the memory adapter's too), when it has some. */
function listParamMessage(field: string, value: unknown): string | undefined {
  const probe = LIST_PROBES[field];
  if (!probe) return undefined;
  const { problems } = queryToListParams(probe.query(String(value)), probe.options);
  return problems.find((problem) => problem.field === field)?.message;
}

/** The part of a JSON schema that words what a parameter accepts. */
export type ParamSchema = {
  title?: string;
  type?: string;
  minimum?: number;
  maximum?: number;
  enum?: readonly unknown[];
};

function expectation(schema: ParamSchema): string {
  if (schema.type === "boolean") return "true or false";
  if (schema.type === "integer") {
    const from = `a whole number from ${schema.minimum ?? 0}`;
    return schema.maximum === undefined ? from : `${from} to ${schema.maximum}`;
  }
  if (schema.enum) {
    const values = schema.enum.map(String);
    return values.length === 2 ? values.join(" or ") : `one of ${values.join(", ")}`;
  }
  return `a ${schema.type ?? "valid value"}`;
}

/**
 * Why `field` was refused: the list parameters in the contract's words; otherwise what the schema
 * accepts, named by its title (`View type must be one of stage, stage_task, confidence_level.`)
 * or, without one, by the parameter itself (`short_details must be true or false.`).
 */
export function queryParamMessage(field: string, value: unknown, schema: ParamSchema = {}): string {
  const worded = listParamMessage(field, value);
  if (worded) return worded;
  const name = schema.title ?? field;
  if (Array.isArray(value)) return `${name} must be given once.`;
  return `${name} must be ${expectation(schema)}.`;
}
