/*
 * The SUPER_ADMIN screens: widgets of @pipeline/ui on their routes. Loaded on first use, so the
 * sign-in page does not carry them.
 */
import type { ReactNode } from "react";
import { Navigate, useParams } from "react-router-dom";
import type { LookupKind } from "@pipeline/contract";
import {
  CompanyMemberForm,
  CompanyMemberList,
  LookupForm,
  LookupList,
  UserForm,
  UserList,
} from "@pipeline/ui";

/** Renders with the route's `:id` (null on an add route); an id that is no record id is a 404. */
function WithRecordId({ children }: { children: (id: number | null) => ReactNode }) {
  const { id } = useParams();
  if (id === undefined) return children(null);
  return /^[1-9]\d{0,9}$/.test(id) ? children(Number(id)) : <Navigate to="/404" replace />;
}

export const UsersScreen = () => <UserList />;

export const UserFormScreen = () => (
  <WithRecordId>{(id) => <UserForm key={id ?? "new"} id={id} />}</WithRecordId>
);

export const CompanyMembersScreen = () => <CompanyMemberList />;

export const CompanyMemberFormScreen = () => (
  <WithRecordId>{(id) => <CompanyMemberForm key={id ?? "new"} id={id} />}</WithRecordId>
);

// Keyed by kind: moving from one list to another starts afresh (paging, search, sort).
export const LookupListScreen = ({ kind }: { kind: LookupKind }) => <LookupList key={kind} kind={kind} />;

export const LookupFormScreen = ({ kind }: { kind: LookupKind }) => (
  <WithRecordId>{(id) => <LookupForm key={`${kind}-${id ?? "new"}`} kind={kind} id={id} />}</WithRecordId>
);
