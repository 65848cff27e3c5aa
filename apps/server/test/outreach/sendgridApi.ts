import { generateKeyPairSync, randomUUID, sign } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in for the parts of SendGrid's v3 API the sendgrid provider calls, answering as SendGrid's
// API reference (twilio/sendgrid-oai) describes: the same paths, status codes and answer shapes, the
// `{"errors": [{"field", "message"}]}` error body, Bearer keys, and contacts added by an asynchronous job.

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
};

export type SendgridMetrics = {
  bounce_drops: number;
  bounces: number;
  clicks: number;
  delivered: number;
  invalid_emails: number;
  opens: number;
  requests: number;
  spam_report_drops: number;
  spam_reports: number;
  unique_clicks: number;
  unique_opens: number;
  unsubscribes: number;
};

export type SendgridContact = {
  id: string;
  email: string;
  first_name?: string;
  custom_fields: Record<string, string | number>;
  list_ids: Set<string>;
};

export type SendgridSinglesend = {
  id: string;
  name: string;
  status: "draft" | "scheduled" | "triggered";
  send_at: string | null;
  send_to: { list_ids?: string[]; segment_ids?: string[]; all?: boolean };
  email_config: Record<string, unknown>;
  created_at: string;
  updated_at: string;
};

export type SendgridVerifiedSender = {
  id: number;
  nickname: string;
  from_email: string;
  from_name: string;
  reply_to: string;
  reply_to_name: string;
  address: string;
  address2: string;
  state: string;
  city: string;
  zip: string;
  country: string;
  verified: boolean;
  locked: boolean;
  /** Verification e-mails sent: one on creation, one per resend. */
  verificationEmails: number;
};

type ImportJobState = {
  id: string;
  contacts: { email: string; first_name?: string; custom_fields?: Record<string, string | number> }[];
  listIds: string[];
  polls: number;
  status: "pending" | "completed";
  started_at: string;
  finished_at?: string;
  created: number;
  updated: number;
};

export type SendgridApi = {
  /** The API's base, as SENDGRID_API_URL. */
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  lists: Map<string, { id: string; name: string }>;
  /** By lower-cased e-mail, as SendGrid keeps them. */
  contacts: Map<string, SendgridContact>;
  customFields: { id: string; name: string; field_type: "Text" | "Number" | "Date" }[];
  singlesends: Map<string, SendgridSinglesend>;
  senders: Map<number, SendgridVerifiedSender>;
  suppressionGroups: { id: number; name: string; description: string; is_default: boolean }[];
  /** How many status reads an import job stays `pending` for before it completes; default 1. */
  importPendingPolls: number;
  /** The next `count` calls (any path) are answered with this status (500, 503 or 429). */
  failNext(count: number, status: number): void;
  /** What the sender's link in SendGrid's verification e-mail does. */
  markVerified(senderId: number): void;
  /** The single send's statistics, one entry per row SendGrid answers (A/B variations). */
  setStats(singlesendId: string, rows: Partial<SendgridMetrics>[]): void;
  /** The calls made, as "METHOD /path". */
  calls(): string[];
  close(): Promise<void>;
};

/** SendGrid's field ids: a letter and number, then the type's initial. */
const RESERVED_FIELDS = [
  ["_rf0_T", "first_name"],
  ["_rf1_T", "last_name"],
  ["_rf2_T", "email"],
  ["_rf3_T", "alternate_emails"],
  ["_rf4_T", "address_line_1"],
  ["_rf5_T", "address_line_2"],
  ["_rf6_T", "city"],
  ["_rf7_T", "state_province_region"],
  ["_rf8_T", "postal_code"],
  ["_rf9_T", "country"],
  ["_rf10_T", "phone_number"],
  ["_rf19_T", "singlesend_id"],
  ["_rf20_T", "automation_id"],
] as const;

const CONTACTS_PER_CALL = 30_000;
const BYTES_PER_CALL = 6 * 1024 * 1024;

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function zeroMetrics(): SendgridMetrics {
  return {
    bounce_drops: 0,
    bounces: 0,
    clicks: 0,
    delivered: 0,
    invalid_emails: 0,
    opens: 0,
    requests: 0,
    spam_report_drops: 0,
    spam_reports: 0,
    unique_clicks: 0,
    unique_opens: 0,
    unsubscribes: 0,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function requireString(body: Record<string, unknown>, field: string, max: number): string {
  const value = body[field];
  if (typeof value !== "string" || value.trim() === "")
    throw new ApiError(400, `${field} is required`, field);
  if (value.length > max) throw new ApiError(400, `${field} must be at most ${max} characters`, field);
  return value;
}

/** Starts the stand-in on 127.0.0.1, on a free port. */
export async function startSendgridApi(apiKey = `SG.test-${randomUUID()}`): Promise<SendgridApi> {
  const requests: RecordedRequest[] = [];
  const lists = new Map<string, { id: string; name: string }>();
  const contacts = new Map<string, SendgridContact>();
  const customFields: SendgridApi["customFields"] = [];
  const singlesends = new Map<string, SendgridSinglesend>();
  const senders = new Map<number, SendgridVerifiedSender>();
  const suppressionGroups: SendgridApi["suppressionGroups"] = [];
  const jobs = new Map<string, ImportJobState>();
  const stats = new Map<string, Partial<SendgridMetrics>[]>();
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  let nextFieldNumber = 1;
  let nextSenderId = 5_000_001;
  let nextGroupId = 27_001;

  const api = {
    url: "",
    apiKey,
    requests,
    lists,
    contacts,
    customFields,
    singlesends,
    senders,
    suppressionGroups,
    importPendingPolls: 1,
  } as SendgridApi;

  function completeJob(job: ImportJobState) {
    for (const incoming of job.contacts) {
      const email = incoming.email.toLowerCase();
      const existing = contacts.get(email);
      const contact: SendgridContact = existing ?? {
        id: randomUUID(),
        email,
        custom_fields: {},
        list_ids: new Set(),
      };
      if (incoming.first_name !== undefined) contact.first_name = incoming.first_name;
      Object.assign(contact.custom_fields, incoming.custom_fields ?? {});
      for (const listId of job.listIds) contact.list_ids.add(listId);
      contacts.set(email, contact);
      if (existing) job.updated += 1;
      else job.created += 1;
    }
    job.status = "completed";
    job.finished_at = new Date().toISOString();
  }

  function upsertContacts(body: unknown, rawBytes: number): [number, unknown] {
    if (rawBytes > BYTES_PER_CALL) throw new ApiError(413, "request body is larger than 6MB");
    if (!isObject(body) || !Array.isArray(body.contacts))
      throw new ApiError(400, "contacts is required", "contacts");
    const listIds = body.list_ids === undefined ? [] : body.list_ids;
    if (!Array.isArray(listIds) || listIds.some((id) => typeof id !== "string")) {
      throw new ApiError(400, "list_ids must be an array of strings", "list_ids");
    }
    for (const listId of listIds as string[]) {
      if (!lists.has(listId)) throw new ApiError(404, `list ${listId} not found`, "list_ids");
    }
    if (body.contacts.length < 1 || body.contacts.length > CONTACTS_PER_CALL) {
      throw new ApiError(400, `contacts must hold 1 to ${CONTACTS_PER_CALL} contacts`, "contacts");
    }
    const fieldIds = new Set(customFields.map((field) => field.id));
    body.contacts.forEach((contact: unknown, index) => {
      if (!isObject(contact) || typeof contact.email !== "string" || !EMAIL.test(contact.email)) {
        throw new ApiError(400, "email address is invalid", `contacts[${index}].email`);
      }
      if (contact.custom_fields !== undefined) {
        if (!isObject(contact.custom_fields)) {
          throw new ApiError(400, "custom_fields must be an object", `contacts[${index}].custom_fields`);
        }
        for (const id of Object.keys(contact.custom_fields)) {
          if (!fieldIds.has(id)) {
            throw new ApiError(400, `custom field ${id} does not exist`, `contacts[${index}].custom_fields`);
          }
        }
      }
    });
    const job: ImportJobState = {
      id: randomUUID(),
      contacts: body.contacts as ImportJobState["contacts"],
      listIds: listIds as string[],
      polls: 0,
      status: "pending",
      started_at: new Date().toISOString(),
      created: 0,
      updated: 0,
    };
    jobs.set(job.id, job);
    if (api.importPendingPolls <= 0) completeJob(job);
    return [202, { job_id: job.id }];
  }

  function importStatus(id: string): [number, unknown] {
    const job = jobs.get(id);
    if (!job) throw new ApiError(404, "job not found");
    job.polls += 1;
    if (job.status === "pending" && job.polls > api.importPendingPolls) completeJob(job);
    return [
      200,
      {
        id: job.id,
        status: job.status,
        job_type: "upsert",
        results: {
          requested_count: job.contacts.length,
          created_count: job.created,
          updated_count: job.updated,
          deleted_count: 0,
          errored_count: 0,
        },
        started_at: job.started_at,
        ...(job.finished_at ? { finished_at: job.finished_at } : {}),
      },
    ];
  }

  function createFieldDefinition(body: unknown): [number, unknown] {
    if (!isObject(body)) throw new ApiError(400, "name is required", "name");
    const name = requireString(body, "name", 100);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      throw new ApiError(
        400,
        "name may hold only letters, digits and underscores, not first a digit",
        "name",
      );
    }
    const fieldType = body.field_type;
    if (fieldType !== "Text" && fieldType !== "Number" && fieldType !== "Date") {
      throw new ApiError(400, "field_type must be one of Text, Number, Date", "field_type");
    }
    const lower = name.toLowerCase();
    if (RESERVED_FIELDS.some(([, reserved]) => reserved === lower)) {
      throw new ApiError(400, "a reserved field has this name", "name");
    }
    if (customFields.some((field) => field.name.toLowerCase() === lower)) {
      throw new ApiError(400, "a custom field with this name already exists", "name");
    }
    const field: SendgridApi["customFields"][number] = {
      id: `e${nextFieldNumber++}_${fieldType.charAt(0)}`,
      name,
      field_type: fieldType,
    };
    customFields.push(field);
    return [200, { ...field, _metadata: { self: `${api.url}/v3/marketing/field_definitions/${field.id}` } }];
  }

  function createSinglesend(body: unknown): [number, unknown] {
    if (!isObject(body)) throw new ApiError(400, "name is required", "name");
    const name = requireString(body, "name", 100);
    if (body.send_at === "now")
      throw new ApiError(400, "send_at cannot be now when creating a single send", "send_at");
    const sendTo = isObject(body.send_to) ? body.send_to : {};
    for (const listId of Array.isArray(sendTo.list_ids) ? sendTo.list_ids : []) {
      if (!lists.has(listId as string))
        throw new ApiError(404, `list ${String(listId)} not found`, "send_to.list_ids");
    }
    const now = new Date().toISOString();
    const singlesend: SendgridSinglesend = {
      id: randomUUID(),
      name,
      status: "draft",
      send_at: typeof body.send_at === "string" ? body.send_at : null,
      send_to: sendTo as SendgridSinglesend["send_to"],
      email_config: {
        generate_plain_content: true,
        suppression_group_id: null,
        custom_unsubscribe_url: null,
        sender_id: null,
        ip_pool: null,
        ...(isObject(body.email_config) ? body.email_config : {}),
      },
      created_at: now,
      updated_at: now,
    };
    singlesends.set(singlesend.id, singlesend);
    return [201, singlesend];
  }

  /** What SendGrid checks before it will send: recipients, content, a verified sender, an unsubscribe. */
  function scheduleSinglesend(id: string, body: unknown): [number, unknown] {
    const singlesend = singlesends.get(id);
    if (!singlesend) throw new ApiError(404, "Single Send not found");
    if (singlesend.status === "triggered")
      throw new ApiError(400, "a triggered Single Send cannot be scheduled", "send_at");
    const sendAt = isObject(body) ? body.send_at : undefined;
    if (typeof sendAt !== "string") throw new ApiError(400, "send_at is required", "send_at");
    if (sendAt !== "now") {
      if (
        !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(sendAt) ||
        Number.isNaN(Date.parse(sendAt))
      ) {
        throw new ApiError(400, "send_at must be now or an ISO 8601 date-time", "send_at");
      }
      if (Date.parse(sendAt) <= Date.now())
        throw new ApiError(400, "send_at must be in the future", "send_at");
    }
    const { send_to: to, email_config: config } = singlesend;
    if (!to.all && !to.list_ids?.length && !to.segment_ids?.length) {
      throw new ApiError(400, "the Single Send has no recipients: set send_to", "send_to");
    }
    if (typeof config.subject !== "string" || config.subject === "") {
      throw new ApiError(400, "subject is required", "email_config.subject");
    }
    if (typeof config.html_content !== "string" || config.html_content === "") {
      throw new ApiError(400, "html_content is required", "email_config.html_content");
    }
    const sender = typeof config.sender_id === "number" ? senders.get(config.sender_id) : undefined;
    if (!sender) throw new ApiError(400, "sender_id is required", "email_config.sender_id");
    if (!sender.verified) throw new ApiError(400, "the sender is not verified", "email_config.sender_id");
    const group = suppressionGroups.find((candidate) => candidate.id === config.suppression_group_id);
    if (!group && typeof config.custom_unsubscribe_url !== "string") {
      throw new ApiError(
        400,
        "a suppression_group_id or a custom_unsubscribe_url is required",
        "email_config.suppression_group_id",
      );
    }
    const sendAtIso = sendAt === "now" ? new Date().toISOString() : sendAt;
    singlesend.status = "scheduled";
    singlesend.send_at = sendAtIso;
    singlesend.updated_at = new Date().toISOString();
    return [201, { send_at: sendAtIso, status: "scheduled" }];
  }

  function createVerifiedSender(body: unknown): [number, unknown] {
    if (!isObject(body)) throw new ApiError(400, "nickname is required", "nickname");
    const nickname = requireString(body, "nickname", 100);
    const fromEmail = requireString(body, "from_email", 256);
    const replyTo = requireString(body, "reply_to", 256);
    if (!EMAIL.test(fromEmail))
      throw new ApiError(400, "from_email is not a valid email address", "from_email");
    if (!EMAIL.test(replyTo)) throw new ApiError(400, "reply_to is not a valid email address", "reply_to");
    const address = requireString(body, "address", 100);
    const city = requireString(body, "city", 150);
    const country = requireString(body, "country", 100);
    for (const existing of senders.values()) {
      if (existing.from_email.toLowerCase() === fromEmail.toLowerCase()) {
        throw new ApiError(400, "a sender with this from_email already exists", "from_email");
      }
    }
    const text = (field: string) => (typeof body[field] === "string" ? (body[field] as string) : "");
    const sender: SendgridVerifiedSender = {
      id: nextSenderId++,
      nickname,
      from_email: fromEmail,
      from_name: text("from_name"),
      reply_to: replyTo,
      reply_to_name: text("reply_to_name"),
      address,
      address2: text("address2"),
      state: text("state"),
      city,
      zip: text("zip"),
      country,
      verified: false,
      locked: false,
      verificationEmails: 1,
    };
    senders.set(sender.id, sender);
    return [201, publicSender(sender)];
  }

  function publicSender({ verificationEmails: _sent, ...sender }: SendgridVerifiedSender) {
    return sender;
  }

  function listVerifiedSenders(query: URLSearchParams): [number, unknown] {
    let results = [...senders.values()].sort((a, b) => a.id - b.id);
    const id = query.get("id");
    if (id !== null) results = results.filter((sender) => String(sender.id) === id);
    const lastSeen = query.get("lastSeenID");
    if (lastSeen !== null) results = results.filter((sender) => sender.id > Number(lastSeen));
    const limit = query.get("limit");
    if (limit !== null) results = results.slice(0, Number(limit));
    return [200, { results: results.map(publicSender) }];
  }

  function createSuppressionGroup(body: unknown): [number, unknown] {
    if (!isObject(body)) throw new ApiError(400, "name is required", "name");
    const name = requireString(body, "name", 30);
    const description = requireString(body, "description", 100);
    if (suppressionGroups.some((group) => group.name === name)) {
      throw new ApiError(400, "a suppression group with this name already exists", "name");
    }
    const group = { id: nextGroupId++, name, description, is_default: body.is_default === true };
    suppressionGroups.push(group);
    return [201, group];
  }

  function route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
    rawBytes: number,
  ): [number, unknown] {
    const match = (pattern: RegExp) => pattern.exec(path);
    let found: RegExpExecArray | null;
    if (method === "POST" && path === "/v3/marketing/lists") {
      if (!isObject(body)) throw new ApiError(400, "name is required", "name");
      const list = { id: randomUUID(), name: requireString(body, "name", 100) };
      if ([...lists.values()].some((existing) => existing.name === list.name)) {
        throw new ApiError(400, "a list with this name already exists", "name");
      }
      lists.set(list.id, list);
      return [
        201,
        { ...list, contact_count: 0, _metadata: { self: `${api.url}/v3/marketing/lists/${list.id}` } },
      ];
    }
    if (method === "GET" && path === "/v3/marketing/field_definitions") {
      return [
        200,
        {
          custom_fields: customFields,
          reserved_fields: RESERVED_FIELDS.map(([id, name]) => ({ id, name, field_type: "Text" })),
          _metadata: { self: `${api.url}/v3/marketing/field_definitions` },
        },
      ];
    }
    if (method === "POST" && path === "/v3/marketing/field_definitions") return createFieldDefinition(body);
    if (method === "PUT" && path === "/v3/marketing/contacts") return upsertContacts(body, rawBytes);
    if (method === "GET" && path === "/v3/marketing/contacts/count") {
      return [200, { contact_count: contacts.size, billable_count: contacts.size }];
    }
    if (method === "GET" && (found = match(/^\/v3\/marketing\/contacts\/imports\/([^/]+)$/))) {
      return importStatus(decodeURIComponent(found[1] as string));
    }
    if (method === "POST" && path === "/v3/marketing/singlesends") return createSinglesend(body);
    if (method === "GET" && (found = match(/^\/v3\/marketing\/singlesends\/([^/]+)$/))) {
      const singlesend = singlesends.get(decodeURIComponent(found[1] as string));
      if (!singlesend) throw new ApiError(404, "Single Send not found");
      return [200, singlesend];
    }
    if (method === "PUT" && (found = match(/^\/v3\/marketing\/singlesends\/([^/]+)\/schedule$/))) {
      return scheduleSinglesend(decodeURIComponent(found[1] as string), body);
    }
    if (method === "GET" && (found = match(/^\/v3\/marketing\/stats\/singlesends\/([^/]+)$/))) {
      const id = decodeURIComponent(found[1] as string);
      if (!singlesends.has(id)) throw new ApiError(404, "Single Send not found");
      const rows = stats.get(id) ?? [{}];
      const aggregation =
        query.get("aggregated_by") === "day" ? new Date().toISOString().slice(0, 10) : "total";
      return [
        200,
        {
          results: rows.map((row, index) => ({
            id,
            ab_variation: rows.length > 1 ? `variation-${index + 1}` : "all",
            ab_phase: rows.length > 1 ? "test" : "all",
            aggregation,
            stats: { ...zeroMetrics(), ...row },
          })),
          _metadata: { self: `${api.url}${path}`, count: rows.length },
        },
      ];
    }
    if (method === "POST" && path === "/v3/verified_senders") return createVerifiedSender(body);
    if (method === "GET" && path === "/v3/verified_senders") return listVerifiedSenders(query);
    if (method === "POST" && (found = match(/^\/v3\/verified_senders\/resend\/([^/]+)$/))) {
      const sender = senders.get(Number(decodeURIComponent(found[1] as string)));
      if (!sender) throw new ApiError(404, "resource not found");
      if (sender.verified) throw new ApiError(400, "the sender is already verified");
      sender.verificationEmails += 1;
      return [204, undefined];
    }
    if (method === "GET" && path === "/v3/asm/groups") {
      return [200, suppressionGroups.map((group) => ({ ...group, unsubscribes: 0 }))];
    }
    if (method === "POST" && path === "/v3/asm/groups") return createSuppressionGroup(body);
    throw new ApiError(404, "resource not found");
  }

  function answer(
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    if (body === undefined) {
      response.writeHead(status, headers).end();
      return;
    }
    response.writeHead(status, { "Content-Type": "application/json", ...headers }).end(JSON.stringify(body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const method = request.method ?? "GET";
    let body: unknown = undefined;
    let badJson = false;
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch {
        badJson = true;
      }
    }
    const authorization = request.headers.authorization ?? null;
    requests.push({ method, path: url.pathname, query: url.searchParams, body, authorization });

    if (!authorization) {
      return answer(response, 401, { errors: [{ field: null, message: "authorization required" }] });
    }
    if (authorization !== `Bearer ${apiKey}`) {
      return answer(response, 401, {
        errors: [
          { field: null, message: "The provided authorization grant is invalid, expired, or revoked" },
        ],
      });
    }
    if (failures.count > 0) {
      failures.count -= 1;
      if (failures.status === 429) {
        return answer(
          response,
          429,
          { errors: [{ field: null, message: "too many requests" }] },
          {
            "X-RateLimit-Limit": "600",
            "X-RateLimit-Remaining": "0",
            "X-RateLimit-Reset": String(Math.ceil(Date.now() / 1000) + 1),
          },
        );
      }
      return answer(response, failures.status, { errors: [{ field: null, message: "internal error" }] });
    }
    if (badJson) return answer(response, 400, { errors: [{ field: null, message: "invalid JSON" }] });
    try {
      const [status, result] = route(method, url.pathname, url.searchParams, body, raw.length);
      answer(response, status, result);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      answer(response, error.status, { errors: [{ field: error.field, message: error.message }] });
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  api.url = `http://127.0.0.1:${port}`;
  api.failNext = (count, status) => {
    failures = { count, status };
  };
  api.markVerified = (senderId) => {
    const sender = senders.get(senderId);
    if (!sender) throw new Error(`SendGrid holds no sender ${senderId}.`);
    sender.verified = true;
  };
  api.setStats = (singlesendId, rows) => {
    stats.set(singlesendId, rows);
  };
  api.calls = () => requests.map((request) => `${request.method} ${request.path}`);
  api.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return api;
}

/** A Signed Event Webhook key pair: the public key as SendGrid shows it (base64 DER), and a signer. */
export type WebhookSigner = {
  publicKey: string;
  /** The headers SendGrid sends with this body: the timestamp, and its signature of timestamp + body. */
  sign(rawBody: Buffer | string, timestamp?: number): Record<string, string>;
};

export function webhookSigner(): WebhookSigner {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  return {
    publicKey: publicKey.export({ type: "spki", format: "der" }).toString("base64"),
    sign(rawBody, timestamp = Math.floor(Date.now() / 1000)) {
      const payload = Buffer.concat([Buffer.from(String(timestamp)), Buffer.from(rawBody)]);
      return {
        "x-twilio-email-event-webhook-signature": sign("sha256", payload, privateKey).toString("base64"),
        "x-twilio-email-event-webhook-timestamp": String(timestamp),
      };
    },
  };
}
