import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { calls, JOURNEY_SETTINGS_TITLE, journeySettingsSchema, updatedMessage } from "@pipeline/contract";
import { pathOf } from "../../http/callPath";
import { formRoute } from "../../http/recordRoutes";
import { answers, Data, Written } from "../../http/schemas/common";
import { SIGNED_IN } from "../../http/schemas/security";
import { validateBody } from "../../http/validate";
import type { ModuleContext } from "../../services";
import type { JourneyRepository } from "./definitions";
import type { JourneySettingsRepository } from "./journeySettings";
import {
  JourneyItemDefinitionSchema,
  JourneySettingsBody,
  JourneySettingsSchema,
} from "@pipeline/contract/wire";

/** The repositories these routes read. */
type Repos = { journey: JourneyRepository; journeySettings: JourneySettingsRepository };

/** Only a SUPER_ADMIN edits the journey. */
const ADMIN = { roles: ["SUPER_ADMIN"] } as const;
const tags = ["journey"];

/** The journey's stages in order, each with its tasks, and their settings (SUPER_ADMIN). */
export async function journeyDefinitionRoutes(server: FastifyInstance, { repos }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    "/journey-item",
    {
      schema: {
        tags,
        summary: "The journey: its stages in order, each with its tasks",
        security: SIGNED_IN,
        response: answers(Data(Type.Array(JourneyItemDefinitionSchema))),
      },
    },
    async (request) => {
      app.requireUser(request);
      return { data: await repos.journey.definitions() };
    },
  );

  app.get(
    pathOf(calls.journey.settings),
    {
      schema: {
        tags,
        summary:
          "Every stage and task in order, retired ones included, with gates, SLAs and how many items use each (SUPER_ADMIN)",
        security: SIGNED_IN,
        response: answers(Data(JourneySettingsSchema)),
      },
    },
    async (request) => {
      app.requireAccess(request, ADMIN);
      return { data: await repos.journeySettings.settings() };
    },
  );

  app.put(
    pathOf(calls.journey.saveSettings),
    formRoute(
      {
        tags,
        summary:
          "Replace the whole journey (SUPER_ADMIN): stages and tasks in the order given; one in use is retired, never deleted nor given another type (409)",
      },
      Written(JourneySettingsSchema),
      JourneySettingsBody,
    ),
    async (request) => {
      app.requireAccess(request, ADMIN);
      const input = await validateBody(journeySettingsSchema, request.body);
      const data = await repos.journeySettings.save(input);
      return { message: updatedMessage(JOURNEY_SETTINGS_TITLE), data };
    },
  );
}
