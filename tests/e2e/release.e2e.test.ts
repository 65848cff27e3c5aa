import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

// `npm run release -- --dry-run` as a maintainer runs it: what it says would be published, and
// that a pending changeset moves every published package to one version. The repository is left as
// it was: the changesets are written and applied in a copy of its manifests.

const root = fileURLToPath(new URL("../..", import.meta.url));
/** The packages the issue publishes, versioned together with the contract. */
const PUBLISHED = [
  "@pipeline/adapter-http",
  "@pipeline/adapter-kit",
  "@pipeline/contract",
  "@pipeline/elements",
  "@pipeline/ui",
];

type Manifest = {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;
const workspaceDirs = readJson<{ workspaces: string[] }>(path.join(root, "package.json")).workspaces;
const manifestOf = (base: string, dir: string) => readJson<Manifest>(path.join(base, dir, "package.json"));
const privateNames = workspaceDirs
  .map((dir) => manifestOf(root, dir))
  .filter((manifest) => manifest.private)
  .map((manifest) => manifest.name);

function gitStatus() {
  return spawnSync("git", ["status", "--porcelain", "--untracked-files=all"], { cwd: root, encoding: "utf8" })
    .stdout;
}

function dryRun(cwd: string) {
  const result = spawnSync("node", [path.join(root, "scripts/release.mjs"), "--dry-run"], {
    cwd,
    encoding: "utf8",
  });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return result.stdout;
}

/** Each package line of the report: its name, its version, the rest of the line, and its tarball's files. */
function packagesIn(report: string) {
  const found = new Map<string, { version: string; rest: string; files: string[] }>();
  let current: string | null = null;
  for (const line of report.split("\n")) {
    const pkg = /^ {2}(?<name>@\S+) (?<version>\S+?)(?<rest>,.*)?$/.exec(line)?.groups;
    if (pkg?.name && pkg.version) {
      current = pkg.name;
      found.set(current, { version: pkg.version, rest: pkg.rest ?? "", files: [] });
      continue;
    }
    const file = /^ {6}(?<path>\S+) {2}/.exec(line)?.groups?.path;
    if (file && current) found.get(current)?.files.push(file);
    else if (!line.startsWith("    ")) current = null;
  }
  return found;
}

type Listed = ReturnType<typeof packagesIn>;

/** A package the report lists; a test failure when it does not. */
function entry(packages: Listed, name: string) {
  const found = packages.get(name);
  if (!found) throw new Error(`The dry run does not list ${name}`);
  return found;
}

/** A plain `major.minor.patch` version's numbers. */
function numbers(version: string) {
  const match = /^(?<major>\d+)\.(?<minor>\d+)\.(?<patch>\d+)$/.exec(version)?.groups;
  if (!match) throw new Error(`Not a plain version: ${version}`);
  return { major: Number(match.major), minor: Number(match.minor), patch: Number(match.patch) };
}
const nextMinor = (version: string) => {
  const { major, minor } = numbers(version);
  return `${major}.${minor + 1}.0`;
};
const nextPatch = (version: string) => {
  const { major, minor, patch } = numbers(version);
  return `${major}.${minor}.${patch + 1}`;
};

describe("npm run release -- --dry-run", () => {
  const copies: string[] = [];
  afterEach(() => {
    for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * A copy of the repository's manifests, changelogs and changeset settings, its node_modules
   * linked, with one changeset pending: `changed` bumped by `bump` (the repository's own pending
   * changesets are left out).
   */
  function copyWithChangeset(changed: string, bump: string, summary: string) {
    const copy = mkdtempSync(path.join(tmpdir(), "pipeline-release-"));
    copies.push(copy);
    cpSync(path.join(root, "package.json"), path.join(copy, "package.json"));
    cpSync(path.join(root, ".changeset"), path.join(copy, ".changeset"), {
      recursive: true,
      filter: (source) => !source.endsWith(".md") || path.basename(source) === "README.md",
    });
    for (const dir of workspaceDirs) {
      mkdirSync(path.join(copy, dir), { recursive: true });
      for (const file of ["package.json", "CHANGELOG.md"]) {
        const from = path.join(root, dir, file);
        if (existsSync(from)) cpSync(from, path.join(copy, dir, file));
      }
    }
    symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
    writeFileSync(
      path.join(copy, ".changeset", "release-test-change.md"),
      `---\n"${changed}": ${bump}\n---\n\n${summary}\n`,
    );
    return copy;
  }

  it("names each published package at the contract's version with its tarball, no private workspace, and publishes nothing", () => {
    expect(privateNames).toEqual(
      expect.arrayContaining(["@pipeline/adapter-memory", "@pipeline/sample-files"]),
    );
    const before = gitStatus();

    const result = spawnSync("npm", ["run", "--silent", "release", "--", "--dry-run"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    const report = result.stdout;
    expect(report).toContain("nothing is published");

    const packages = packagesIn(report);
    expect([...packages.keys()].sort()).toEqual(PUBLISHED);
    const contractVersion = manifestOf(root, "packages/contract").version;
    for (const name of PUBLISHED) expect(entry(packages, name).version, name).toBe(contractVersion);
    for (const name of privateNames) expect(report).not.toContain(name);
    // Nothing but a package not built yet may stop the release (a version apart, a package out of
    // the fixed group, a dependency on a private workspace would).
    const problems = report.split("\n").filter((line) => line.startsWith("  - "));
    expect(problems.filter((line) => !/^ {2}- @\S+: its tarball misses /.test(line))).toEqual([]);

    // What the tarballs hold: the built files the exports name, never the sources.
    const contract = entry(packages, "@pipeline/contract").files;
    expect(contract).toEqual(
      expect.arrayContaining([
        "package.json",
        "dist/index.js",
        "dist/index.d.ts",
        "dist/envelope.js",
        "dist/wire.js",
      ]),
    );
    expect(entry(packages, "@pipeline/ui").files).toEqual(
      expect.arrayContaining([
        "package.json",
        "dist/index.js",
        "dist/index.d.ts",
        "dist/theme.js",
        "font.css",
      ]),
    );
    for (const name of ["@pipeline/adapter-http", "@pipeline/adapter-kit"]) {
      expect(entry(packages, name).files, name).toEqual(
        expect.arrayContaining(["dist/index.js", "dist/index.d.ts"]),
      );
    }
    if (existsSync(path.join(root, "packages/elements/dist/pipeline-elements.js"))) {
      expect(entry(packages, "@pipeline/elements").files).toContain("dist/pipeline-elements.js");
    }
    for (const [name, { files }] of packages) {
      expect(
        files.filter((file) => file.startsWith("src/") || file.includes("node_modules/")),
        name,
      ).toEqual([]);
    }

    expect(gitStatus()).toBe(before);
  });

  it.each([
    { changed: "@pipeline/contract", bump: "minor", next: nextMinor },
    { changed: "@pipeline/ui", bump: "patch", next: nextPatch },
  ])(
    "a pending $bump changeset for $changed moves every published package to one version",
    ({ changed, bump, next }) => {
      const before = gitStatus();
      const summary = `A change made by the release test (${bump}).`;
      const copy = copyWithChangeset(changed, bump, summary);

      const current = manifestOf(copy, "packages/contract").version;
      const expected = next(current);

      const report = dryRun(copy);
      expect(report).toContain(`.changeset/release-test-change.md: ${changed} ${bump}`);
      expect(report).toContain(summary);
      const packages = packagesIn(report);
      expect([...packages.keys()].sort()).toEqual(PUBLISHED);
      for (const name of PUBLISHED) {
        expect(entry(packages, name).version, name).toBe(current);
        expect(entry(packages, name).rest, name).toContain(`next ${expected} (${bump}`);
      }
      for (const name of privateNames) expect(report).not.toContain(name);

      // Changesets itself applies it: every published package at the new version with its changelog
      // entry, the private workspaces' versions as they were.
      const version = spawnSync(path.join(root, "node_modules/.bin/changeset"), ["version"], {
        cwd: copy,
        encoding: "utf8",
      });
      expect(version.status, version.stderr).toBe(0);
      const manifests = workspaceDirs.map((dir) => ({ dir, manifest: manifestOf(copy, dir) }));
      for (const { dir, manifest } of manifests) {
        if (PUBLISHED.includes(manifest.name)) {
          expect(manifest.version, manifest.name).toBe(expected);
          const changelog = readFileSync(path.join(copy, dir, "CHANGELOG.md"), "utf8");
          expect(changelog.indexOf(`## ${expected}`), manifest.name).toBeGreaterThan(0);
          expect(changelog.indexOf(`## ${expected}`), manifest.name).toBeLessThan(
            changelog.indexOf(`## ${current}`),
          );
          if (manifest.name === changed) expect(changelog).toContain(summary);
        } else {
          expect(manifest.version, manifest.name).toBe(manifestOf(root, dir).version);
        }
        // A workspace that named the old version of a published package names the new one.
        for (const field of ["dependencies", "devDependencies", "peerDependencies"] as const) {
          for (const [dependency, range] of Object.entries(manifest[field] ?? {})) {
            const was = manifestOf(root, dir)[field]?.[dependency];
            if (PUBLISHED.includes(dependency) && was?.includes(current)) {
              expect(range, `${manifest.name} ${field} ${dependency}`).toContain(expected);
            }
          }
        }
      }
      expect(existsSync(path.join(copy, ".changeset", "release-test-change.md"))).toBe(false);
      expect(gitStatus()).toBe(before);
    },
  );

  it("refuses to publish while a changeset is pending, before building or publishing anything", () => {
    const copy = copyWithChangeset("@pipeline/contract", "patch", "A change not versioned yet.");
    const manifests = () =>
      workspaceDirs.map((dir) => readFileSync(path.join(copy, dir, "package.json"), "utf8"));
    const before = manifests();
    // Were the refusal to fail, npm would still publish nothing: a dry run to a registry nobody answers.
    const result = spawnSync("node", [path.join(root, "scripts/release.mjs")], {
      cwd: copy,
      encoding: "utf8",
      env: { ...process.env, npm_config_dry_run: "true", npm_config_registry: "http://127.0.0.1:9/" },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("1 changeset is pending: run `npx changeset version`");
    expect(result.stdout).toBe("");
    expect(manifests()).toEqual(before);
    expect(existsSync(path.join(copy, ".changeset", "release-test-change.md"))).toBe(true);
  });
});
