import type { IsoDateTime, PermissionCode, RoleName, User, UserRole } from "@pipeline/contract";
import { users } from "../../db/schema";
import type { Assignments } from "./userAssignments";
import { iso } from "../../db/wire";

/** A user with what sign-in and the permission checks need. */
export type UserAccount = User & {
  is_staff: boolean;
  /** In order; the first active one is the default. */
  role: UserRole[];
  permissions: PermissionCode[];
  created: IsoDateTime;
  modified: IsoDateTime;
};

export const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  isActive: users.isActive,
  isStaff: users.isStaff,
  created: users.created,
  modified: users.modified,
};

export type UserRow = Pick<typeof users.$inferSelect, keyof typeof userColumns>;

const NO_ASSIGNMENTS: Assignments = { country: [], practice: [], company: [] };

export function toUser(
  row: UserRow,
  assigned: Assignments = NO_ASSIGNMENTS,
  roleNames: readonly RoleName[] = [],
): User {
  return {
    pk: row.id,
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    email: row.email,
    country: assigned.country.map((entry) => entry.id),
    practice: assigned.practice.map((entry) => entry.id),
    company: assigned.company.map((entry) => entry.id),
    is_active: row.isActive,
    roles: [...roleNames],
    country_details: assigned.country,
    practice_details: assigned.practice,
    company_details: assigned.company,
    created: iso(row.created),
    modified: iso(row.modified),
  };
}
