#!/usr/bin/env bash
# Starts Debian's PostgreSQL (installing it when missing) and prints a URL for the server suite:
# a role that may create the scratch databases the tests make and drop.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bash "$here/ensure.sh" postgresql >&2
version="$(ls /usr/lib/postgresql | sort -n | tail -n 1)"
if ! pg_lsclusters -h | grep -q "^$version main"; then
  pg_createcluster "$version" main >&2
fi
pg_ctlcluster "$version" main start >&2 2>/dev/null || true
port="$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')"
# The suite's databases are scratch copies made and dropped by the hundred: the cluster does not wait
# for the disk on each commit and truncate (what the tests check is the SQL, not durability).
if ! su postgres -c "psql -q -p $port -tc 'show fsync'" | grep -q off; then
  su postgres -c "psql -q -p $port -c 'alter system set fsync = off' -c 'alter system set synchronous_commit = off' -c 'alter system set full_page_writes = off'" >&2
  pg_ctlcluster "$version" main restart >&2
fi
su postgres -c "psql -q -p $port -tc \"select 1 from pg_roles where rolname = 'pipeline_test'\"" | grep -q 1 ||
  su postgres -c "psql -q -p $port -c \"create role pipeline_test login createdb password 'pipeline_test'\"" >&2
echo "postgres://pipeline_test:pipeline_test@127.0.0.1:$port/postgres"
