#!/usr/bin/env bash
# What `npm test` needs besides npm packages, on a machine like the developers' (ENVIRONMENT.md): installed
# or started here, so the README's test command passes by itself on a fresh machine, as `.ci/run` does.
#   - Chromium's headless shell for the browser tests;
#   - LibreOffice Writer and poppler: a browser test opens the generated Word self-certification as a user
#     would (converted to PDF, its text read with pdftotext); the certificates' tests read their PDFs likewise;
#   - LibreOffice Calc: the reports' test opens the .xlsx files as a user would (converted to CSV);
#   - the PostgreSQL server (API tests run on it beside PGlite) and Redis (shared sign-in counters).
set -euo pipefail

missing_packages=()
# The browser tests run the headless shell (playwright.config.ts); the full Chromium serves the icons' script and
# the Lighthouse benchmark.
command -v chromium-headless-shell >/dev/null 2>&1 || missing_packages+=(chromium-headless-shell)
command -v chromium >/dev/null 2>&1 || missing_packages+=(chromium)
command -v soffice >/dev/null 2>&1 || missing_packages+=(libreoffice-writer-nogui)
command -v pdftotext >/dev/null 2>&1 || missing_packages+=(poppler-utils)
# Calc is a separate package beside Writer, under the same soffice command: looked for by its library.
[ -e /usr/lib/libreoffice/program/libsclo.so ] || missing_packages+=(libreoffice-calc-nogui)
if [ ${#missing_packages[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "Mancano i pacchetti Debian ${missing_packages[*]}: installarli con apt-get (serve root)" >&2
    exit 1
  fi
  echo "Installazione dei pacchetti Debian: ${missing_packages[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing_packages[@]}" >/dev/null
fi

if command -v pg_isready >/dev/null 2>&1 && ! pg_isready -q -h 127.0.0.1 -p 5432; then
  echo "Avvio di PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start
fi

if command -v redis-cli >/dev/null 2>&1 && ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "Avvio di Redis"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
fi
