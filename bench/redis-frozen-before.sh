#!/usr/bin/env bash
# The "before" of bench/redis-frozen.ts, for a checkout without it (e.g. 928e5fd): run from that
# checkout's root, `bash /path/to/redis-frozen-before.sh`. One app process on SQLite with its own
# redis-server, frozen with SIGSTOP; a save, GET /api/health and a sign-in, each given 5 s.
set -u
REDIS_PORT=${REDIS_PORT:-46391}
APP_PORT=${APP_PORT:-46392}
APP="http://127.0.0.1:$APP_PORT"
redis-server --port "$REDIS_PORT" --save "" --appendonly no >/dev/null 2>&1 &
REDIS_PID=$!
DATA=$(mktemp -d)
NODE_ENV=production PORT=$APP_PORT HOST=127.0.0.1 APP_URL=$APP DATABASE_URL=$DATA/app.db LOG_LEVEL=error \
  AUTH_SECRET=bench-secret-0123456789-0123456789-0123456789 STATIC_DIR=/nonexistent \
  REDIS_URL=redis://127.0.0.1:$REDIS_PORT node --import tsx src/server/main.ts &
APP_PID=$!
trap 'kill -CONT $REDIS_PID; kill $APP_PID $REDIS_PID; rm -rf "$DATA"' EXIT
until curl -s -o /dev/null "$APP/api/health"; do sleep 0.3; done

api() { curl -s -b "$DATA/cookies" -c "$DATA/cookies" -H "Origin: $APP" -H 'Content-Type: application/json' "$@"; }
api -d '{"email":"bench@bank.example","password":"orchard-lantern-77","name":"Bench"}' "$APP/api/auth/sign-up/email" >/dev/null
STATE=$(node --import tsx -e "import('./src/domain/journey-state.ts').then((m) => console.log(JSON.stringify({ state: m.createInitialJourneyState() })))")
JOURNEY=$(api -d "$STATE" "$APP/api/journeys" | node -e 'process.stdin.on("data", (d) => console.log(JSON.parse(d).journey.id))')

kill -STOP $REDIS_PID
timed() { api -o /dev/null --max-time 5 -w "$1: HTTP %{http_code} after %{time_total} s\n" "${@:2}" || echo "$1: no answer within 5 s"; }
timed save -d '{"batchId":"before-0001","baseVersion":0,"actions":[{"type":"setProblemStatement","problemStatement":"Typed while Redis is frozen"}]}' "$APP/api/journeys/$JOURNEY/changes"
timed health "$APP/api/health"
timed sign-in -d '{"email":"bench@bank.example","password":"orchard-lantern-77"}' "$APP/api/auth/sign-in/email"
