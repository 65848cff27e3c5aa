import path from "node:path";

/** How the server is set up, read once from the environment with defaults that run anywhere. */
export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded database in `dataDir`. */
  databaseUrl: string | null;
  publicUrl: string;
  smtpUrl: string | null;
  /** 64 hex characters; unset: generated into `dataDir` on first start. */
  envelopeKey: string | null;
  envelopeEnabled: boolean;
  admin: { username: string | null; password: string | null; email: string | null };
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

function optional(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${raw}".`);
  }
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = readPort(env.PORT);
  const host = optional(env.HOST) ?? "127.0.0.1";
  const envelopeKey = optional(env.PIPELINE_ENVELOPE_KEY);
  if (envelopeKey !== null && !/^[0-9a-fA-F]{64}$/.test(envelopeKey)) {
    throw new ConfigError("PIPELINE_ENVELOPE_KEY must be 64 hexadecimal characters (32 bytes).");
  }
  const databaseUrl = optional(env.DATABASE_URL);
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL must start with postgres:// or postgresql://.");
  }
  return {
    port,
    host,
    dataDir: path.resolve(cwd, optional(env.DATA_DIR) ?? "data"),
    databaseUrl,
    publicUrl: optional(env.PUBLIC_URL) ?? `http://${host}:${port}`,
    smtpUrl: optional(env.SMTP_URL),
    envelopeKey,
    envelopeEnabled: optional(env.PIPELINE_ENVELOPE)?.toLowerCase() !== "off",
    admin: {
      username: optional(env.ADMIN_USERNAME),
      password: optional(env.ADMIN_PASSWORD),
      email: optional(env.ADMIN_EMAIL),
    },
  };
}
