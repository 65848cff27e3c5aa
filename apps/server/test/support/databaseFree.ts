/**
 * The server's test files that open no database: the PostgreSQL project
 * (vitest.postgres.config.ts) leaves them out, as they would run there exactly as they run on the
 * embedded database. Paths from apps/server. A file listed here that opens a test database fails
 * (see openTestDatabase), so a file cannot lose its PostgreSQL run by being listed by mistake.
 */
export const DATABASE_FREE_TESTS: readonly string[] = [
  "test/backup/busy.test.ts",
  "test/config.test.ts",
  // The embedded database's own upkeep, on an embedded database of its own.
  "test/db/embeddedMaintenance.test.ts",
  "test/documents/multipart.test.ts",
  "test/emails/sanitize.test.ts",
  "test/imports/seenKeys.test.ts",
  "test/imports/workbook/readLegacyXls.test.ts",
  "test/imports/workbook/readWorkbookRows.test.ts",
  "test/imports/workbook/safety.test.ts",
  "test/imports/workbook/spilledStrings.test.ts",
  "test/imports/workbook/writers.test.ts",
  "test/imports/workbook/xmlText.test.ts",
  "test/jobs/config.test.ts",
  "test/lint/modules.test.ts",
  "test/mail/htmlToText.test.ts",
  "test/mail/invitation.test.ts",
  "test/mail/mailer.test.ts",
  "test/meetings/links.test.ts",
  "test/outreach/sendgrid.test.ts",
  "test/plugins/envelope.test.ts",
  "test/plugins/lists.test.ts",
  "test/plugins/safeJson.test.ts",
  "test/storage/disk.test.ts",
  "test/storage/s3.test.ts",
];

/** Whether this test file (an absolute path) is one of the database-free files. */
export function isDatabaseFree(testPath: string): boolean {
  const normalized = testPath.replaceAll("\\", "/");
  return DATABASE_FREE_TESTS.some((file) => normalized.endsWith(`/apps/server/${file}`));
}
