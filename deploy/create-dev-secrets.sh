#!/bin/sh
# Creates every Secret the Kubernetes dev overlay (k8s/overlays/dev) refers to, with
# random passwords, in the given namespace (default: workmesh). A Secret that exists
# already is left alone, so running it again changes nothing. Nothing secret is printed.
#
#   deploy/create-dev-secrets.sh [namespace]
#
# The URLs name the dev overlay's in-namespace hosts: mongodb-0.mongodb, rabbitmq,
# mailpit. docs/deployment.md lists every Secret and key.
set -euf
namespace="${1:-workmesh}"
random() { od -An -N24 -tx1 /dev/urandom | tr -d ' \n'; }

kubectl get namespace "$namespace" >/dev/null 2>&1 || kubectl create namespace "$namespace"

exists() { kubectl -n "$namespace" get secret "$1" >/dev/null 2>&1; }
create() { # name, then key=value pairs
  name="$1"
  shift
  if exists "$name"; then
    echo "secret $name exists: left alone"
    return
  fi
  args=""
  for pair in "$@"; do args="$args --from-literal=$pair"; done
  # shellcheck disable=SC2086 # the literals hold no spaces
  kubectl -n "$namespace" create secret generic "$name" $args >/dev/null
  echo "secret $name created"
}

create workmesh-jwt "JWT_SECRET=$(random)$(random)"
create workmesh-gateway "IDEMPOTENCY_HASH_SECRET=$(random)$(random)"
create workmesh-identity "TOKEN_HASH_SECRET=$(random)$(random)" \
  "TWO_FACTOR_ENCRYPTION_KEY=$(random)$(random)"

create mongodb-admin username=root "password=$(random)"
for service in identity teams clients tasks scheduling tracking invoices notifier audit; do
  password="$(random)"
  create "workmesh-mongo-$service" \
    "MONGO_URL=mongodb://$service:$password@mongodb-0.mongodb:27017/$service?replicaSet=rs0&authSource=$service"
done

# The broker's user (taken on its first start) and the URL the services use name the
# same password: the URL is made from the user's Secret.
create rabbitmq-default-user username=workmesh "password=$(random)"
if ! exists workmesh-amqp; then
  rabbitmq_password="$(kubectl -n "$namespace" get secret rabbitmq-default-user -o jsonpath='{.data.password}' | base64 -d)"
  create workmesh-amqp "AMQP_URL=amqp://workmesh:$rabbitmq_password@rabbitmq:5672"
else
  echo "secret workmesh-amqp exists: left alone"
fi

create minio-root MINIO_ROOT_USER=workmesh-admin "MINIO_ROOT_PASSWORD=$(random)"
create workmesh-minio-clients MINIO_ACCESS_KEY=workmesh-clients "MINIO_SECRET_KEY=$(random)"

create workmesh-smtp SMTP_URL=smtp://mailpit:1025
# workmesh-webhook (WEBHOOK_URL, WEBHOOK_SECRET) is optional: create it to send every
# event to an operator's webhook target.
