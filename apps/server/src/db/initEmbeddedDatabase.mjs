// Creates the embedded database's folder (PostgreSQL's initdb, run by PGlite) and exits. Run in a
// process of its own by openDatabase: initdb's memory (about 500 MB) is then given back to the
// system when this process ends, instead of staying with the server for as long as it runs.
import { PGlite } from "@electric-sql/pglite";

const directory = process.argv[2];
if (!directory) throw new Error("Name the folder to create the database in.");
const client = new PGlite(directory);
await client.waitReady;
await client.close();
