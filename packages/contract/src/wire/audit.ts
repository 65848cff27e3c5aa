import { Type } from "typebox";
import { AUDIT_ACTIONS, AUDIT_SOURCES } from "../entities/audit";
import { IsoDateTime, Nullable } from "./common";

/** One field's value before and after the write (null before a create, after a delete). */
export const AuditChangeSchema = Type.Object({ before: Type.Unknown(), after: Type.Unknown() });

/** One write, as the audit trail keeps it: written in the same transaction as the write itself. */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: IsoDateTime,
  /** Who wrote it: null for a job or the server itself, or a sign-in that named nobody known. */
  user_id: Nullable(Type.Integer()),
  /** The username at the time, kept though the user is renamed later; for a failed sign-in, the name typed. */
  username: Nullable(Type.String()),
  /** The role the request acted as. */
  active_role: Nullable(Type.String()),
  source: Type.Union([
    Type.Literal(AUDIT_SOURCES[0]),
    Type.Literal(AUDIT_SOURCES[1]),
    Type.Literal(AUDIT_SOURCES[2]),
  ]),
  action: Type.String({ description: AUDIT_ACTIONS.join(", ") }),
  /** The table written, e.g. `companies`, `company_members`, `user_roles`; `session` for sign-ins. */
  entity: Type.String(),
  entity_id: Nullable(Type.String()),
  /** The company the write concerns, when it concerns one (its members, its journey, its documents). */
  company_id: Nullable(Type.Integer()),
  /** The fields written, each with its value before and after; secrets and password hashes never. */
  changes: Type.Record(Type.String(), AuditChangeSchema),
  /** The address the request came from, as TRUST_PROXY decides. */
  address: Nullable(Type.String()),
});
