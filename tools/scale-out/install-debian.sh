#!/usr/bin/env bash
# Debian's load balancer and connection pooler for `API_PROCESSES=N npm start` and the bench's scale-out section:
# HAProxy (2.6 on bookworm) and PgBouncer (1.18). Their services are not started: our tools run them themselves,
# on their own ports, with generated configurations, and stop them with the rest.
set -euo pipefail
missing=()
command -v haproxy >/dev/null || missing+=(haproxy)
[ -x /usr/sbin/pgbouncer ] || command -v pgbouncer >/dev/null || missing+=(pgbouncer)
if [ ${#missing[@]} -eq 0 ]; then
  echo "haproxy and pgbouncer are installed"
  exit 0
fi
echo "Installing Debian's ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# The packages enable their system services; ours are started per run instead.
for service in "${missing[@]}"; do
  if command -v systemctl >/dev/null && systemctl is-system-running >/dev/null 2>&1; then
    systemctl disable --now "$service" >/dev/null 2>&1 || true
  fi
done
