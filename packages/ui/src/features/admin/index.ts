export { LookupList, type LookupListProps } from "./lookups/LookupList";
export { LookupForm, type LookupFormProps } from "./lookups/LookupForm";
export { UserList, type UserListProps } from "./users/UserList";
export { UserForm, type UserFormProps } from "./users/UserForm";
export { CompanyMemberList, type CompanyMemberListProps } from "./company-members/CompanyMemberList";
export { CompanyMemberForm, type CompanyMemberFormProps } from "./company-members/CompanyMemberForm";
