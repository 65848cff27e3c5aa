import type { CompanyMemberValues, CompanyValues, FormDraft } from "@pipeline/contract";

/**
 * A member as the form edits it. `key` tells the rows apart while they are added and removed
 * (a new member has no id yet); it never leaves the form.
 */
export type MemberDraft = FormDraft<Omit<CompanyMemberValues, "id" | "status">> & {
  key: string;
  /** The saved member's id; none for a member added in this form. */
  id?: number;
  /** DELETED once a saved member is removed in update mode: hidden, but still sent. */
  status?: "EDITED" | "DELETED" | null;
};

/** The company form's values: the schema's fields, which may still be empty, and the members. */
export type CompanyDraft = Omit<FormDraft<CompanyValues>, "company_members"> & {
  company_members: MemberDraft[];
};

/** Create without an id, update with one. */
export type CompanyFormMode = "create" | "update";
