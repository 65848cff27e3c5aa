import { calls } from "@pipeline/contract";
import { createRequire } from "node:module";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import countries from "i18n-iso-countries";
import { Type } from "typebox";
import { answers, Data } from "../../http/schemas/common";
import { pathOf } from "../../http/callPath";
import { SIGNED_IN } from "../../http/schemas/security";

// The country names travel with the server, so the sender form never reaches out to a third party.
countries.registerLocale(createRequire(import.meta.url)("i18n-iso-countries/langs/en.json"));
const COUNTRY_NAMES = Object.values(countries.getNames("en", { select: "official" })).sort((a, b) =>
  a.localeCompare(b, "en"),
);

/** Every country's official English name. */
export async function countryRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    pathOf(calls.countries.list),
    {
      schema: {
        tags: ["reference lists"],
        summary: "Every country's official English name, sorted",
        security: SIGNED_IN,
        response: answers(Data(Type.Array(Type.String()))),
      },
    },
    async (request) => {
      app.requireUser(request);
      return { data: COUNTRY_NAMES };
    },
  );
}
