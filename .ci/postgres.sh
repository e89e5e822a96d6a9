# Sourced by .ci/run: starts a throwaway PostgreSQL cluster owned by a non-root user in a
# temporary directory (root cannot run postgres), creates the test database, exports its JDBC
# URL as ASHTAPADA_TEST_POSTGRES_URL, and stops the cluster when the calling script exits.
pg_bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "postgres.sh: PostgreSQL is not installed" >&2
  return 1
fi
pg_dir="$(mktemp -d /tmp/ashtapada-pg.XXXXXX)"
pg_as() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = 0 ]; then chown postgres "$pg_dir"; fi
pg_as "$pg_bin/initdb" -D "$pg_dir/data" -A trust -U ashtapada -E UTF8 >"$pg_dir/initdb.log" 2>&1 \
  || { cat "$pg_dir/initdb.log" >&2; return 1; }
pg_port=""
for try in 1 2 3 4 5; do
  port=$((20000 + RANDOM % 20000))
  if pg_as "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w -t 60 \
       -o "-p $port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" start >/dev/null 2>&1; then
    pg_port=$port
    break
  fi
done
if [ -z "$pg_port" ]; then
  cat "$pg_dir/server.log" >&2 || true
  echo "postgres.sh: the cluster did not start" >&2
  return 1
fi
pg_stop() {
  pg_as "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$pg_dir"
}
trap pg_stop EXIT
pg_as "$pg_bin/createdb" -h 127.0.0.1 -p "$pg_port" -U ashtapada ashtapada_test
export ASHTAPADA_TEST_POSTGRES_URL="jdbc:postgresql://127.0.0.1:$pg_port/ashtapada_test?user=ashtapada"
echo "PostgreSQL test database at $ASHTAPADA_TEST_POSTGRES_URL"
