import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { FILE_SIZE_LIMITS } from "@pipeline/contract";

/**
 * Limits of every multipart body, so a hostile one cannot fill memory: the `payload` field and
 * any other field are held in memory, files never are (routes stream them into storage through
 * `readMultipart`, which cuts each off at its own rule's size; this is only the ceiling).
 */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  /** The sealed `payload`: an e-mail's body is the largest field the portal sends. */
  fieldSize: 4 * 1024 * 1024,
  fields: 10,
  files: 20,
  parts: 30,
  headerPairs: 50,
  fileSize: Math.max(...Object.values(FILE_SIZE_LIMITS)) + 1,
} as const;

/** multipart/form-data for the calls that take files; the parts are read by `readMultipart`. */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
});
