import {
  type CurrentUser,
  type Id,
  KNOWN_ROLE_GRANTS,
  type KnownRole,
  type PermissionCode,
  type PersonRef,
  type User,
  type UserShort,
} from "@pipeline/contract";
import type { SeedUser } from "../state/MemorySeed";
import { findUser, type MemoryState } from "../state/MemoryState";
import { lookupLabels, refsIn } from "./lookupRefs";

export function toUser(state: MemoryState, user: SeedUser): User {
  const companies = new Map(state.companies.map((company) => [company.id, company]));
  return {
    pk: user.pk,
    id: user.pk,
    username: user.username,
    first_name: user.first_name,
    middle_name: user.middle_name,
    last_name: user.last_name,
    email: user.email,
    country: [...user.country],
    practice: [...user.practice],
    company: [...user.company],
    is_active: user.is_active,
    roles: [...user.roles],
    country_details: refsIn(lookupLabels(state, "location"), user.country),
    practice_details: refsIn(lookupLabels(state, "practice"), user.practice),
    company_details: user.company.flatMap((id) => {
      const company = companies.get(id);
      return company ? [{ id, company_name: company.company_name, website: company.website }] : [];
    }),
    created: user.created,
    modified: user.modified,
  };
}

/** What the user's roles grant (as shipped), and what they were granted directly. */
export function permissionsOf(user: SeedUser): PermissionCode[] {
  const granted = user.roles.flatMap((role) => KNOWN_ROLE_GRANTS[role as KnownRole] ?? []);
  return [...new Set([...granted, ...user.permissions])].sort();
}

export function toCurrentUser(user: SeedUser): CurrentUser {
  return {
    pk: user.pk,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    role: user.roles.map((role_name) => ({ role_name, is_active: true })),
    permissions: permissionsOf(user),
    joined_date: user.created,
    update_date: user.modified,
    is_active: user.is_active,
    is_staff: user.is_staff,
    active_role: user.roles[0] ?? null,
  };
}

export function toUserShort(user: SeedUser): UserShort {
  return { pk: user.pk, first_name: user.first_name, last_name: user.last_name };
}

/** How records name their author; null when there is none (or it is gone). */
export function personRef(state: MemoryState, pk: Id | null): PersonRef | null {
  const user = findUser(state, pk);
  return user ? { first_name: user.first_name, last_name: user.last_name } : null;
}
