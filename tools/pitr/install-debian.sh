#!/usr/bin/env bash
# Debian's pgBackRest (2.45 on bookworm) for point-in-time recovery of a PostgreSQL server: `configure.mjs` sets up
# WAL archiving and the repository, the resilience run's `pitr` scenario drills a restore. No service is installed:
# pgBackRest runs from PostgreSQL's archive_command and from the commands (or cron jobs) that back up and restore.
set -euo pipefail
if command -v pgbackrest >/dev/null; then
  echo "pgbackrest is installed ($(pgbackrest version))"
  exit 0
fi
echo "Installing Debian's pgbackrest"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends pgbackrest >/dev/null
pgbackrest version
