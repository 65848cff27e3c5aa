export { CommentsTable, type CommentsTableProps } from "./CommentsTable";
