#!/usr/bin/env bash
# Installs the Debian packages the test suite needs (Chromium for Playwright, dovecot for the
# real IMAP round trip, poppler's pdftotext for the generated PDFs, LibreOffice Calc for the CSV exports) when they are missing. Needs root or passwordless sudo; does nothing
# when everything is already there. `ensure-system-deps.sh bench` also installs wrk, the load
# generator of `npm run bench` (server/bench/load.ts).
set -euo pipefail

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/sbin/dovecot ] || need+=(dovecot-imapd dovecot-lmtpd)
# nginx: the deployment test runs deploy/nginx.conf in front of the built server (server/test/deploy).
[ -x /usr/sbin/nginx ] || need+=(nginx)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need+=(fonts-dejavu-core)
# pdftotext reads the served privacy-policy and rules PDFs back in server/src/modules/documents tests.
command -v pdftotext >/dev/null || need+=(poppler-utils)
# LibreOffice Calc opens the CSV exports the way staff do (server/src/modules/exports).
command -v soffice >/dev/null || need+=(libreoffice-calc-nogui)
if [ "${1:-}" = bench ]; then
  command -v wrk >/dev/null || need+=(wrk)
fi

if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    sudo_cmd=(sudo -n)
  else
    echo "Brakuje pakietów systemowych: ${need[*]}. Zainstaluj je (apt-get install -y ${need[*]}) i uruchom ponownie." >&2
    exit 1
  fi
fi

echo "Installing system packages: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}" </dev/null >/dev/null
