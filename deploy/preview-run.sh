#!/usr/bin/env bash
# Starts pull request PR's preview on the preview host and waits until it answers through the previews'
# nginx (.github/workflows/preview.yml runs it there over ssh; its exit status is the check `site/preview`).
#
#   deploy/preview-run.sh PR    # runs brightloom-site:pr-PR on 127.0.0.1:(20000 + PR), behind nginx
#
# A preview never holds a real visitor's data: its store lives in the container's memory (tmpfs, gone with
# the container), its key is made for this run only, and it has no mail or webhook settings (nginx also
# refuses every post). PREVIEW_DOCKER, PREVIEW_READY_SECONDS and PREVIEW_ROOT are for tests.
set -euo pipefail

pr=${1:-}
[[ "$pr" =~ ^[0-9]+$ ]] || { echo "usage: $0 PR" >&2; exit 64; }
here=$(cd "$(dirname "$0")" && pwd)
docker=${PREVIEW_DOCKER:-docker}
name="pr-$pr"
port=$((20000 + pr))
ready_seconds=${PREVIEW_READY_SECONDS:-120}

# The image's user (node, uid 1000) owns the in-memory folders.
memory="uid=1000,gid=1000,mode=0700"
# A throwaway key: the preview's privacy policy reads as production's (CVs encrypted), so the server asks for one.
key=$(head -c 32 /dev/urandom | base64)

"$docker" rm -fv "$name" >/dev/null 2>&1 || true
"$docker" run -d --name "$name" --restart unless-stopped -p "127.0.0.1:$port:3000" \
  --tmpfs "/app/data:$memory" --tmpfs "/app/exports:$memory" \
  -e TRUST_PROXY=1 -e DATABASE_URL=file:/app/data/site.db -e "LEADS_ENCRYPTION_KEY=$key" \
  "brightloom-site:pr-$pr" >/dev/null
"$here/preview-deploy.sh" up "$pr" "$port"

# Ready means the home page answers 200 through nginx (its loopback-only check skips the password).
status=000
for ((second = 0; second < ready_seconds; second++)); do
  status=$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 \
    -H "Host: $name.preview.brightloom.dev" "http://127.0.0.1:8082/.preview-ready" || true)
  if [ "$status" = 200 ]; then
    echo "$name: ready after ${second}s"
    exit 0
  fi
  # Docker restarts a server that exits (--restart): one restart means it could not start, and waiting
  # out the limit would only repeat that.
  restarts=$("$docker" inspect -f '{{.RestartCount}}' "$name" 2>/dev/null || echo "?, the container is gone")
  if [ "$restarts" != 0 ]; then
    echo "$name stopped before it answered 200 through nginx (restarts: $restarts). Its log ends:" >&2
    "$docker" logs --tail 40 "$name" >&2 || true
    exit 1
  fi
  sleep 1
done
echo "$name did not answer 200 through nginx within ${ready_seconds}s (last answer: $status). Its log ends:" >&2
"$docker" logs --tail 40 "$name" >&2 || true
exit 1
