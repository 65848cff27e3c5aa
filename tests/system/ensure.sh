#!/usr/bin/env bash
# Installs what the test suites need from Debian's packages, once: `ensure.sh chromium postgresql slapd ffmpeg`.
# Safe to run again and again; it only installs what is missing.
set -euo pipefail

need_root() {
  if [ "$(id -u)" -ne 0 ]; then
    echo "ensure: installing $1 needs root (apt-get); install it by hand or run as root." >&2
    exit 1
  fi
}

apt_install() {
  need_root "$*"
  export DEBIAN_FRONTEND=noninteractive
  # A machine that has never updated its package lists finds nothing to install.
  if ! apt-get install -y --no-install-recommends "$@" >/tmp/pipeline-apt.log 2>&1; then
    apt-get update >/tmp/pipeline-apt-update.log 2>&1
    apt-get install -y --no-install-recommends "$@" >/tmp/pipeline-apt.log 2>&1 || {
      cat /tmp/pipeline-apt.log >&2
      exit 1
    }
  fi
}

ensure_chromium() {
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then return; fi
  echo "ensure: installing chromium from Debian's packages"
  apt_install chromium fonts-liberation
}

ensure_postgresql() {
  if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
    echo "ensure: installing postgresql from Debian's packages"
    apt_install postgresql
  fi
}

# OpenLDAP's server, for the sign-in directory tests: they start their own slapd with a throwaway
# configuration, so the package is installed unconfigured (no system directory, no daemon left running).
# openssl makes the tests' TLS certificates.
ensure_slapd() {
  local missing=()
  [ -x /usr/sbin/slapd ] && [ -x /usr/sbin/slappasswd ] || missing+=(slapd)
  command -v openssl >/dev/null 2>&1 || missing+=(openssl)
  if [ "${#missing[@]}" -eq 0 ]; then return; fi
  echo "ensure: installing ${missing[*]} from Debian's packages"
  need_root "${missing[*]}"
  # Unconfigured: no system directory is created, so no slapd daemon starts or stays running.
  echo "slapd slapd/no_configuration boolean true" | debconf-set-selections
  apt_install "${missing[@]}"
}

# ffmpeg and ffprobe: the recording tests make real video and audio and compress it as the server does.
ensure_ffmpeg() {
  if command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1; then return; fi
  echo "ensure: installing ffmpeg from Debian's packages"
  apt_install ffmpeg
}

for need in "$@"; do
  case "$need" in
    chromium) ensure_chromium ;;
    postgresql) ensure_postgresql ;;
    slapd) ensure_slapd ;;
    ffmpeg) ensure_ffmpeg ;;
    *)
      echo "ensure: unknown need '$need' (chromium, postgresql, slapd, ffmpeg)" >&2
      exit 2
      ;;
  esac
done
