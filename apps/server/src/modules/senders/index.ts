// Senders: the addresses mail goes out from, each verified by a link sent to it.
export { senderRoutes } from "./routes";
export { createSenderRepository, type SenderRepository } from "./repository";
export { MessageSchema } from "./schemas";
export { verificationPage } from "./verification";
