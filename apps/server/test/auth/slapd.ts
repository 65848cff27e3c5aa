import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "../support/freePort";

// A real OpenLDAP server (Debian's slapd) for the sign-in tests: its own throwaway configuration
// and database in a temporary folder, listening on 127.0.0.1 only, stopped by the tests.

const SLAPD = "/usr/sbin/slapd";
const SLAPADD = "/usr/sbin/slapadd";
const SLAPPASSWD = "/usr/sbin/slappasswd";
/** Where Debian keeps slapd's backends and schemas. */
const MODULE_PATH = "/usr/lib/ldap";
const SCHEMA_DIR = "/etc/ldap/schema";

export const SUFFIX = "dc=example,dc=org";

export type DirectoryEntry =
  | { kind: "unit"; ou: string }
  /** A person in `ou`; the password is stored {SSHA}-hashed. */
  | { kind: "person"; ou: string; uid: string; password: string }
  /** An account for applications, as `cn=<cn>,ou=services`. */
  | { kind: "service"; cn: string; password: string };

export type Slapd = {
  /** ldap://127.0.0.1:port (StartTLS offered). */
  url: string;
  /** ldaps://127.0.0.1:port. */
  ldapsUrl: string;
  /** The PEM file of the authority that signed the server's certificate. */
  caFile: string;
  stop(): Promise<void>;
};

/** Fails clearly when the system package is missing: the suite never skips these tests. */
export function requireSlapd(): void {
  const missing = [SLAPD, SLAPADD, SLAPPASSWD, path.join(MODULE_PATH, "back_mdb.la")].filter(
    (file) => !existsSync(file),
  );
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
  } catch {
    missing.push("openssl");
  }
  if (missing.length > 0) {
    throw new Error(
      `The directory tests need Debian's slapd and openssl (missing: ${missing.join(", ")}). ` +
        "Run `bash tests/system/ensure.sh slapd` as root (npm test does it), then run the tests again.",
    );
  }
}

function hashPassword(password: string): string {
  return execFileSync(SLAPPASSWD, ["-h", "{SSHA}", "-s", password], { encoding: "utf8" }).trim();
}

/** RFC 4514 escaping for the test data's own DNs. */
const dnValue = (value: string) => value.replace(/[\\,+"<>;=]/g, (char) => `\\${char}`);

function ldif(entries: DirectoryEntry[]): string {
  const blocks = [
    `dn: ${SUFFIX}\nobjectClass: dcObject\nobjectClass: organization\ndc: example\no: Example`,
    `dn: ou=services,${SUFFIX}\nobjectClass: organizationalUnit\nou: services`,
  ];
  for (const entry of entries) {
    if (entry.kind === "unit") {
      blocks.push(`dn: ou=${entry.ou},${SUFFIX}\nobjectClass: organizationalUnit\nou: ${entry.ou}`);
    } else if (entry.kind === "person") {
      blocks.push(
        [
          `dn: uid=${dnValue(entry.uid)},ou=${entry.ou},${SUFFIX}`,
          "objectClass: inetOrgPerson",
          `uid: ${entry.uid}`,
          `cn: ${entry.uid}`,
          `sn: ${entry.uid}`,
          `userPassword: ${hashPassword(entry.password)}`,
        ].join("\n"),
      );
    } else {
      blocks.push(
        [
          `dn: cn=${entry.cn},ou=services,${SUFFIX}`,
          "objectClass: organizationalRole",
          "objectClass: simpleSecurityObject",
          `cn: ${entry.cn}`,
          `userPassword: ${hashPassword(entry.password)}`,
        ].join("\n"),
      );
    }
  }
  return `${blocks.join("\n\n")}\n`;
}

/** A private certificate authority and a server certificate for 127.0.0.1, made with openssl. */
function makeCertificates(dir: string) {
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: "pipe" });
  const ecKey = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl(
    "req",
    "-x509",
    ...ecKey,
    "-keyout",
    file("ca.key"),
    "-out",
    file("ca.crt"),
    "-days",
    "2",
    "-subj",
    "/CN=Test CA",
  );
  openssl(
    "req",
    ...ecKey,
    "-keyout",
    file("server.key"),
    "-out",
    file("server.csr"),
    "-subj",
    "/CN=127.0.0.1",
  );
  writeFileSync(file("server.ext"), "subjectAltName = IP:127.0.0.1\n");
  openssl(
    "x509",
    "-req",
    "-in",
    file("server.csr"),
    "-CA",
    file("ca.crt"),
    "-CAkey",
    file("ca.key"),
    "-CAcreateserial",
    "-out",
    file("server.crt"),
    "-days",
    "2",
    "-extfile",
    file("server.ext"),
  );
  return { ca: file("ca.crt"), cert: file("server.crt"), key: file("server.key") };
}

async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`slapd exited (${child.exitCode}):\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`slapd did not listen on 127.0.0.1:${port}:\n${output()}`);
}

/** Starts slapd with the entries; `stop()` ends it and removes every file it had. */
export async function startSlapd(entries: DirectoryEntry[]): Promise<Slapd> {
  requireSlapd();
  const dir = mkdtempSync(path.join(os.tmpdir(), "pipeline-slapd-"));
  try {
    const certificates = makeCertificates(dir);
    mkdirSync(path.join(dir, "db"));
    const config = path.join(dir, "slapd.conf");
    writeFileSync(
      config,
      [
        ...["core", "cosine", "inetorgperson"].map((name) => `include ${SCHEMA_DIR}/${name}.schema`),
        `modulepath ${MODULE_PATH}`,
        "moduleload back_mdb",
        `pidfile ${path.join(dir, "slapd.pid")}`,
        `TLSCACertificateFile ${certificates.ca}`,
        `TLSCertificateFile ${certificates.cert}`,
        `TLSCertificateKeyFile ${certificates.key}`,
        // Lets a DN with an empty password bind (an "unauthenticated" bind), as some directories do:
        // the server must never send one.
        "allow bind_anon_dn",
        "database mdb",
        "maxsize 16777216",
        `suffix "${SUFFIX}"`,
        `directory ${path.join(dir, "db")}`,
        "access to attrs=userPassword by anonymous auth by * none",
        "access to * by * read",
        "",
      ].join("\n"),
    );
    writeFileSync(path.join(dir, "data.ldif"), ldif(entries));
    execFileSync(SLAPADD, ["-f", config, "-l", path.join(dir, "data.ldif")], { stdio: "pipe" });

    const [port, ldapsPort] = [await freePort(), await freePort()];
    const listen = `ldap://127.0.0.1:${port}/ ldaps://127.0.0.1:${ldapsPort}/`;
    // -d keeps slapd in the foreground, as this process's child.
    const child = spawn(SLAPD, ["-f", config, "-h", listen, "-d", "0"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    };
    try {
      await waitForPort(port, child, () => output);
      await waitForPort(ldapsPort, child, () => output);
    } catch (error) {
      await stop();
      throw error;
    }
    return {
      url: `ldap://127.0.0.1:${port}`,
      ldapsUrl: `ldaps://127.0.0.1:${ldapsPort}`,
      caFile: certificates.ca,
      stop,
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
