// The contract this adapter implements over /api/v1; its ports arrive with the server routes.
export type { DataAdapter } from "@pipeline/contract";
