import { ListQuery } from "../../http/schemas/lists";
import { EMAIL_LOG_LIST_FIELDS } from "./logs";

export const EmailLogsQuery = ListQuery(EMAIL_LOG_LIST_FIELDS);
