import { eq, sql } from "drizzle-orm";
import { BULK_OUTREACH_LIMITS } from "@pipeline/contract";
import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import { JOURNEY_EDITED_MARK, SEED_LOCK, seedMarks } from "../db/schema";
import { seedAccess } from "./seedAccess";
import { type SeededAdmin, seedAdmin } from "./seedAdmin";
import { DEFAULT_SEED_DIR, readJourneyFile, readLookupsFile, readTemplatesFile } from "./seedFiles";
import { seedJourney } from "./seedJourney";
import { seedLookups } from "./seedLookups";
import { seedTemplates } from "./seedTemplates";

export type SeedLog = {
  info(message: string): void;
  warn(message: string): void;
};

export type SeedOptions = {
  /** Where journey.json, lookups.json and email_templates.json are; apps/server/seed by default. */
  seedDir?: string;
};

export type SeedResult = {
  /** The SUPER_ADMIN created (or promoted) by this run; null when one already existed. */
  admin: SeededAdmin | null;
  lookupsAdded: number;
  journeyRowsChanged: number;
};

const INITIAL_OUTREACH_TASK_ID = BULK_OUTREACH_LIMITS.initialOutreachJourneyItemId;

/**
 * Brings a migrated database to a usable state: roles and permissions, the reference lists (first
 * start only), the journey and the task templates from their files, and the first SUPER_ADMIN. Running it again changes
 * nothing unless the journey file changed.
 */
export async function seed(
  db: Database,
  config: Pick<ServerConfig, "admin">,
  log: SeedLog,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const directory = options.seedDir ?? DEFAULT_SEED_DIR;
  const [stages, lookupFile, templates] = await Promise.all([
    readJourneyFile(directory),
    readLookupsFile(directory),
    readTemplatesFile(directory),
  ]);
  const outreach = stages
    .flatMap((stage) => stage.tasks)
    .find((task) => task.id === INITIAL_OUTREACH_TASK_ID);
  if (outreach?.type !== "EMAIL") {
    log.warn(
      `Journey task ${INITIAL_OUTREACH_TASK_ID} is not an EMAIL task: bulk campaigns send as that task.`,
    );
  }

  const { lookupsAdded, journeyRowsChanged, templatesChanged, journeyEdited } = await db.transaction(
    async (tx) => {
      // Several processes starting together seed one after the other (and a journey settings save
      // takes the same lock).
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      const access = await seedAccess(tx);
      if (access.granted) log.info("Seeded the roles' permissions.");
      // Once a SUPER_ADMIN has changed the journey in the portal, the file no longer overrides it.
      const [edited] = await tx
        .select({ key: seedMarks.key })
        .from(seedMarks)
        .where(eq(seedMarks.key, JOURNEY_EDITED_MARK));
      return {
        lookupsAdded: await seedLookups(tx, lookupFile),
        journeyRowsChanged: edited ? 0 : await seedJourney(tx, stages),
        journeyEdited: edited !== undefined,
        templatesChanged: await seedTemplates(tx, templates),
      };
    },
  );
  if (lookupsAdded > 0) log.info(`Seeded ${lookupsAdded} reference-list entries.`);
  if (journeyRowsChanged > 0)
    log.info(`Journey updated from its file: ${journeyRowsChanged} stages or tasks changed.`);
  if (journeyEdited) log.info("Journey edited in the portal: seed/journey.json is not applied.");

  if (templatesChanged > 0) log.info(`Task templates updated from their file: ${templatesChanged} changed.`);

  const admin = await seedAdmin(db, config.admin);
  if (admin) log.info(`SUPER_ADMIN account: ${admin.username}.`);
  return { admin, lookupsAdded, journeyRowsChanged };
}
