#!/bin/bash
# MongoDB's container entrypoint (docker-compose.yml, service mongo), in front of the
# image's own: a replica set with access control needs a key file for its members'
# internal authentication. A single member only ever authenticates to itself, so a new
# random key at each start will do.
set -eu
keyfile=/tmp/mongo-keyfile
head -c 600 /dev/urandom | base64 -w 0 >"$keyfile"
chmod 400 "$keyfile"
if [ "$(id -u)" = 0 ]; then chown mongodb:mongodb "$keyfile"; fi
exec docker-entrypoint.sh "$@"
