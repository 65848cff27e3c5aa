import { timingSafeEqual } from "node:crypto";
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Type } from "typebox";
import { conflict, forbidden, unauthorized } from "../http/HttpError";
import { ErrorBody } from "../http/schemas/common";
import { type BackupSource, prepareBackup } from "./create";

// The operators' backup route, outside /api/v1: the running server makes the archive, since the
// embedded database belongs to its process. It answers only to the key the server wrote into
// DATA_DIR/control.json (readable by the server's account alone), which `npm run backup` reads.

export const BACKUP_ROUTE = "/ops/backup";

export const KEY_MISSING_MESSAGE = "The control key is missing: send it as Authorization: Bearer <key>.";
export const KEY_WRONG_MESSAGE = "The control key is wrong.";
export const BACKUP_BUSY_MESSAGE = "A backup is under way: try again once it has ended.";

export type BackupRouteOptions = {
  /** The key in DATA_DIR/control.json. */
  key: string;
  source: BackupSource;
};

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const backupPlugin = fp(async (app: FastifyInstance, options: BackupRouteOptions) => {
  let underWay = false;
  app.get(
    BACKUP_ROUTE,
    {
      config: { plainJson: true },
      schema: {
        hide: true,
        summary: "A backup archive of the installation (gzip-compressed tar)",
        headers: Type.Object({ authorization: Type.Optional(Type.String()) }),
        response: {
          200: Type.String({ description: "The archive's bytes", contentMediaType: "application/gzip" }),
          "4xx": ErrorBody,
          "5xx": ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
      if (!given) throw unauthorized(KEY_MISSING_MESSAGE);
      if (!sameSecret(given, options.key)) throw forbidden(KEY_WRONG_MESSAGE);
      if (underWay) throw conflict(BACKUP_BUSY_MESSAGE);
      underWay = true;
      let prepared;
      try {
        // The snapshot is taken before the answer starts, so a failure here is still a clear 500.
        prepared = await prepareBackup(options.source);
      } catch (error) {
        underWay = false;
        throw error;
      }
      const body = new PassThrough();
      // A failure from here on cuts the answer off, which the command reports as an unreadable archive.
      void prepared
        .write(body)
        .catch((error: unknown) => request.log.error({ err: error }, "the backup stopped before its end"))
        .finally(() => {
          underWay = false;
        });
      return reply
        .type("application/gzip")
        .header("cache-control", "no-store")
        .header("content-disposition", 'attachment; filename="pipeline-backup.tar.gz"')
        .send(body);
    },
  );
});
