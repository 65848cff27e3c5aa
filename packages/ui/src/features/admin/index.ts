export { LookupList, type LookupListAdapter, type LookupListProps } from "./lookups/LookupList";
export { LookupForm, type LookupFormAdapter, type LookupFormProps } from "./lookups/LookupForm";
export { UserList, type UserListAdapter, type UserListProps } from "./users/UserList";
export { UserForm, type UserFormAdapter, type UserFormProps } from "./users/UserForm";
export {
  CompanyMemberList,
  type CompanyMemberListAdapter,
  type CompanyMemberListProps,
} from "./company-members/CompanyMemberList";
export {
  CompanyMemberForm,
  type CompanyMemberFormAdapter,
  type CompanyMemberFormProps,
} from "./company-members/CompanyMemberForm";
export { SenderList, type SenderListAdapter, type SenderListProps } from "./senders/SenderList";
export { SenderForm, type SenderFormAdapter, type SenderFormProps } from "./senders/SenderForm";
