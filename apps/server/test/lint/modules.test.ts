import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import { modulesPlugin } from "../../lint/modules.mjs";

RuleTester.describe = describe;
RuleTester.it = it;

// The TypeScript parser, as the server is linted with: `import type` is checked like any import.
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: "module" },
});
const file = (relative: string) => `apps/server/src/${relative}`;

tester.run("server/modules", modulesPlugin.rules.modules, {
  valid: [
    { filename: file("modules/meetings/repository.ts"), code: 'import { addItem } from "../journey";' },
    { filename: file("modules/meetings/repository.ts"), code: 'import { addItem } from "../journey/index";' },
    {
      filename: file("modules/meetings/routes.ts"),
      code: 'import { createMeetingRepository } from "./repository";',
    },
    {
      filename: file("modules/imports/workbook/readXlsxRows.ts"),
      code: 'import { WorkbookError } from "../../../http/HttpError";',
    },
    {
      filename: file("modules/journey/routes.ts"),
      code: 'import { forbidden } from "../../http/HttpError";',
    },
    { filename: file("http/plugins/errors.ts"), code: 'import { DuplicateError } from "../../db/errors";' },
    { filename: file("app.ts"), code: 'import { meetingRoutes } from "./modules/meetings";' },
    { filename: file("seed/seedAdmin.ts"), code: 'import { createUserRepository } from "../modules/users";' },
    { filename: file("main.ts"), code: 'import { createRepositories } from "./repositories";' },
    // Tests may reach any file.
    {
      filename: "apps/server/test/api/meetings.test.ts",
      code: 'import { MEETING_NOT_FOUND } from "../../src/modules/meetings/repository";',
    },
  ],
  invalid: [
    {
      filename: file("modules/meetings/repository.ts"),
      code: 'import { addItem } from "../journey/items";',
      errors: [{ messageId: "moduleInternals" }],
    },
    {
      filename: file("modules/outreach/routes.ts"),
      code: 'export { verificationPage } from "../senders/verification";',
      errors: [{ messageId: "moduleInternals" }],
    },
    {
      filename: file("modules/outreach/routes.ts"),
      code: 'const job = await import("../emails/sendJob");',
      errors: [{ messageId: "moduleInternals" }],
    },
    {
      filename: file("seed/seedLookups.ts"),
      code: 'import { createLookupRepository } from "../modules/lookups/repository";',
      errors: [{ messageId: "moduleInternals" }],
    },
    {
      filename: file("http/plugins/errors.ts"),
      code: 'import { ProviderRefusedError } from "../../modules/outreach";',
      errors: [{ messageId: "sharedToModule" }],
    },
    {
      filename: file("services.ts"),
      code: 'import type { CampaignRepository } from "./modules/outreach/repository";',
      errors: [{ messageId: "sharedToModule" }],
    },
    {
      filename: file("modules/meetings/invitationJob.ts"),
      code: 'import type { Repositories } from "../../repositories";',
      errors: [{ messageId: "upToRoot" }],
    },
    {
      filename: file("db/migrate.ts"),
      code: 'import { buildApp } from "../app";',
      errors: [{ messageId: "upToRoot" }],
    },
  ],
});
