#!/usr/bin/env bash
# Puts a pull request's preview behind deploy/nginx-preview.conf, or takes it away, on the preview host
# (.github/workflows/preview.yml runs it there over ssh). Works on a fresh host: it installs the server
# block beside an empty map, checks the configuration, and starts the previews' nginx or reloads it.
#
#   deploy/preview-deploy.sh up PR PORT    # pr-PR.$domain → 127.0.0.1:PORT (the preview's container)
#   deploy/preview-deploy.sh down PR
#
# PREVIEW_ROOT (default /etc/nginx/previews) holds everything it writes: brightloom-preview.conf (a copy of
# deploy/nginx-preview.conf), previews.map (one line per open pull request) and the nginx pid. The operator
# creates one file there once: previews.htpasswd (htpasswd -c previews.htpasswd editor).
set -euo pipefail

root=${PREVIEW_ROOT:-/etc/nginx/previews}
here=$(cd "$(dirname "$0")" && pwd)
conf="$root/brightloom-preview.conf"
map="$root/previews.map"
action=${1:-}
pr=${2:-}
[[ "$pr" =~ ^[0-9]+$ ]] || { echo "usage: $0 up PR PORT | down PR" >&2; exit 64; }

mkdir -p "$root"
install -m 644 "$here/nginx-preview.conf" "$conf"
touch "$map"
if [ ! -s "$root/previews.htpasswd" ]; then
  echo "$root/previews.htpasswd is missing: create it once with  htpasswd -c $root/previews.htpasswd editor" >&2
  exit 78
fi

# The map without this pull request, then with it: written beside and moved, so nginx never reads half.
next=$(mktemp "$root/.previews.map.XXXXXX")
grep -v "^pr-$pr " "$map" > "$next" || true
case "$action" in
  up)
    port=${3:-}
    [[ "$port" =~ ^[0-9]+$ ]] || { echo "usage: $0 up PR PORT" >&2; rm -f "$next"; exit 64; }
    echo "pr-$pr 127.0.0.1:$port;" >> "$next"
    ;;
  down) ;;
  *) echo "usage: $0 up PR PORT | down PR" >&2; rm -f "$next"; exit 64 ;;
esac
chmod 644 "$next"
mv "$next" "$map"

# Its own nginx (its own pid under -p), started on first use, reloaded after.
nginx=(nginx -p "$root" -c "$conf")
"${nginx[@]}" -t -q
if [ -f "$root/previews-nginx.pid" ] && kill -0 "$(cat "$root/previews-nginx.pid")" 2>/dev/null; then
  "${nginx[@]}" -s reload
else
  # Started as a daemon, which keeps its stderr: that goes to a file, so a caller waiting for ours returns.
  "${nginx[@]}" </dev/null >/dev/null 2>>"$root/nginx.log" || { cat "$root/nginx.log" >&2; exit 1; }
fi
echo "pr-$pr: ${action} (previews open: $(wc -l < "$map"))"
