// `npm run release`: publishes the workspace's public packages with Changesets (`changeset
// publish`: each package whose version the registry does not have yet).
//
//   npm run release -- --dry-run     what would be published, and nothing is
//   npm run release                  the packages built, checked, then published
//
// The dry run prints each published package with its version now and the version the pending
// changesets (.changeset/*.md) give it at the next `npx changeset version`, those changesets, and
// what its tarball would hold (`npm pack --dry-run`); it ends with what would stop the release, if
// anything. The release itself refuses while changesets are pending (version first, review and
// commit the versions and changelogs, then release), builds the packages, refuses when a package
// misses a file its exports name or depends on a workspace that is not published, then runs
// `changeset publish` with any other arguments given (`--otp <code>`, `--tag <name>`).
//
// It reads the workspace it is run in (npm runs it at the root), so a copy of the repository's
// manifests and .changeset folder can be dry-run as well.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// Changesets' own modules, as the installed CLI uses them: the same packages and release plan.
const requireFromCli = createRequire(createRequire(import.meta.url).resolve("@changesets/cli/package.json"));
const { getPackages } = requireFromCli("@manypkg/get-packages");
const { read: readConfig } = requireFromCli("@changesets/config");
const getReleasePlan = requireFromCli("@changesets/get-release-plan").default;

const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const publishArgs = args.filter((arg) => arg !== "--dry-run");
const cwd = process.cwd();

if (!existsSync(path.join(cwd, ".changeset", "config.json"))) {
  console.error(`${cwd} has no .changeset/config.json: run this at the repository's root (npm run release).`);
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rank = (pkg) => (pkg.packageJson.name === "@pipeline/contract" ? 0 : 1);

/** The workspace's packages, which of them are published, and the pending release plan. */
async function readWorkspace() {
  const found = await getPackages(cwd);
  const { packages } = found;
  const rootDir = found.root.dir;
  const config = await readConfig(rootDir, found);
  const published = packages
    .filter((pkg) => !pkg.packageJson.private && !config.ignore.includes(pkg.packageJson.name))
    // The contract first: the others' versions follow it.
    .sort((a, b) => rank(a) - rank(b) || a.packageJson.name.localeCompare(b.packageJson.name));
  const plan = await getReleasePlan(rootDir, undefined, config);
  return { rootDir, packages, config, published, plan };
}

/** `npm pack --dry-run` of the packages: per package name, what its tarball would hold. */
function packDryRun(rootDir, pkgs) {
  if (pkgs.length === 0) return new Map();
  const workspaces = pkgs.map((pkg) => `--workspace=${path.relative(rootDir, pkg.dir)}`);
  const result = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts", ...workspaces], {
    cwd: rootDir,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`npm pack --dry-run failed (${result.status}):\n${result.stderr}`);
  }
  return new Map(JSON.parse(result.stdout).map((tarball) => [tarball.name, tarball]));
}

/** The files a package's manifest points an importer to (exports, main, types), as tarball paths. */
function entryFiles(packageJson) {
  const files = new Set();
  const add = (target) => {
    if (typeof target === "string" && !target.includes("*")) files.add(path.posix.normalize(target));
  };
  const walk = (node) => {
    if (typeof node === "string") return add(node);
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      // The workspace's own condition, for tools inside the repository: its sources are not published.
      if (key === "@pipeline/source") continue;
      walk(value);
    }
  };
  walk(packageJson.exports);
  add(packageJson.main);
  add(packageJson.types);
  add(packageJson.module);
  return [...files];
}

/** What would stop the release: for each published package, each problem in a sentence. */
function problemsOf({ published, packages, config }, tarballs) {
  const problems = [];
  const privateNames = new Set(
    packages.filter((pkg) => !published.includes(pkg)).map((pkg) => pkg.packageJson.name),
  );
  const group = config.fixed.find((names) => names.includes("@pipeline/contract")) ?? [];
  const contractVersion = published.find((pkg) => pkg.packageJson.name === "@pipeline/contract")?.packageJson
    .version;
  for (const pkg of published) {
    const { name, version } = pkg.packageJson;
    const tarball = tarballs.get(name);
    const inside = new Set(tarball?.files.map((file) => file.path) ?? []);
    const missing = entryFiles(pkg.packageJson).filter((file) => !inside.has(file));
    if (missing.length > 0) {
      problems.push(`${name}: its tarball misses ${missing.join(", ")} (not built? npm run build)`);
    }
    for (const field of ["dependencies", "peerDependencies", "optionalDependencies"]) {
      for (const dependency of Object.keys(pkg.packageJson[field] ?? {})) {
        if (privateNames.has(dependency)) {
          problems.push(`${name}: its ${field} name ${dependency}, which is not published`);
        }
      }
    }
    if (!group.includes(name)) {
      problems.push(
        `${name}: not in the contract's fixed group (.changeset/config.json), its version would drift`,
      );
    } else if (version !== contractVersion) {
      problems.push(`${name}: version ${version}, the contract's is ${contractVersion}`);
    }
  }
  return problems;
}

function printReport(workspace, tarballs, problems) {
  const { published, packages, plan } = workspace;
  console.log(dryRun ? "Release dry run: nothing is published.\n" : "Release\n");

  if (plan.changesets.length === 0) {
    console.log("Pending changesets: none");
  } else {
    console.log(
      `Pending changesets (${plan.changesets.length}), applied by the next \`npx changeset version\`:`,
    );
    for (const changeset of plan.changesets) {
      const releases = changeset.releases.map((release) => `${release.name} ${release.type}`).join(", ");
      console.log(`  .changeset/${changeset.id}.md: ${releases || "no release"}`);
      const summary = changeset.summary.trim().split("\n")[0];
      if (summary) console.log(`    ${summary}`);
    }
  }

  console.log("\nPublished packages (one fixed group: their versions move together with the contract's):");
  const releases = new Map(plan.releases.map((release) => [release.name, release]));
  for (const pkg of published) {
    const { name, version } = pkg.packageJson;
    const release = releases.get(name);
    const next =
      release && release.type !== "none"
        ? `, next ${release.newVersion} (${release.type}; ${release.changesets.length > 0 ? release.changesets.join(", ") : "no changeset of its own"})`
        : ", no pending change";
    console.log(`  ${name} ${version}${next}`);
    const tarball = tarballs.get(name);
    if (!tarball) continue;
    console.log(
      `    ${tarball.filename}: ${tarball.entryCount} ${tarball.entryCount === 1 ? "file" : "files"}, ${kb(tarball.size)} packed, ${kb(tarball.unpackedSize)} unpacked`,
    );
    for (const file of tarball.files) console.log(`      ${file.path}  ${kb(file.size)}`);
  }
  const privateCount = packages.length - published.length;
  console.log(`\n${privateCount} private workspaces are not published.`);

  if (problems.length > 0) {
    console.log("\nThe release would stop here:");
    for (const problem of problems) console.log(`  - ${problem}`);
  } else {
    console.log("\nNothing would stop the release.");
  }
}

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (dryRun) {
  const workspace = await readWorkspace();
  const tarballs = packDryRun(workspace.rootDir, workspace.published);
  printReport(workspace, tarballs, problemsOf(workspace, tarballs));
} else {
  let workspace = await readWorkspace();
  if (workspace.plan.changesets.length > 0) {
    const count = workspace.plan.changesets.length;
    console.error(
      `${count} ${count === 1 ? "changeset is" : "changesets are"} pending: run \`npx changeset version\`, review and commit ` +
        "the versions and changelogs it writes, then release.",
    );
    process.exit(1);
  }
  run("npm", ["run", "--silent", "build"]);
  workspace = await readWorkspace();
  const tarballs = packDryRun(workspace.rootDir, workspace.published);
  const problems = problemsOf(workspace, tarballs);
  printReport(workspace, tarballs, problems);
  if (problems.length > 0) process.exit(1);
  run("npx", ["changeset", "publish", ...publishArgs]);
}
