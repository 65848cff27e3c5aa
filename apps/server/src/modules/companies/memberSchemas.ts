import { ListQuery } from "../../http/schemas/lists";
import { MEMBER_LIST_FIELDS } from "./memberRepository";

export const CompanyMembersQuery = ListQuery(MEMBER_LIST_FIELDS);
