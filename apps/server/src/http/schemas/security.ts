// How a call proves who makes it, as the OpenAPI document names it (plugins/app/openapi.ts).

export const SECURITY_SCHEMES = {
  token: {
    type: "apiKey",
    in: "header",
    name: "Authorization",
    description: "`Token <key>`, the key a sign-in answered",
  },
  activeRole: {
    type: "apiKey",
    in: "header",
    name: "X-Active-Role",
    description: "The role to act as, one the user holds; without it, the user's first active role",
  },
  metricsToken: {
    type: "http",
    scheme: "bearer",
    description: "`Bearer <METRICS_TOKEN>`, the token the server was started with",
  },
} as const;

/** A call for a signed-in user: the token, with or without the role to act as. */
export const SIGNED_IN: Array<{ token: string[]; activeRole?: string[] }> = [
  { token: [], activeRole: [] },
  { token: [] },
];
