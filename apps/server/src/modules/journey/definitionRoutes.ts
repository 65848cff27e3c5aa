import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { answers, Data } from "../../http/schemas/common";
import { SIGNED_IN } from "../../http/schemas/security";
import type { ModuleContext } from "../../services";
import type { JourneyRepository } from "./definitions";
import { JourneyItemDefinitionSchema } from "@pipeline/contract/wire";

/** The repositories these routes read. */
type Repos = { journey: JourneyRepository };

/** The journey's stages in order, each with its tasks. */
export async function journeyDefinitionRoutes(server: FastifyInstance, { repos }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    "/journey-item",
    {
      schema: {
        tags: ["journey"],
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
}
