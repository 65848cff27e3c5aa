/*
 * The SUPER_ADMIN screens: widgets of @pipeline/ui on their routes. Loaded on first use, so the
 * sign-in page does not carry them.
 */
import type { LookupKind } from "@pipeline/contract";
import {
  CompanyMemberForm,
  CompanyMemberList,
  LookupForm,
  LookupList,
  UserForm,
  UserList,
} from "@pipeline/ui";
import { WithRecordId } from "./WithRecordId";

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
