#!/bin/sh
# MinIO set-up for workmesh, run with the MinIO client (minio/mc image) once at every
# start: docker-compose.yml's minio-setup, and the k8s dev overlay's minio-setup Job.
# Idempotent.
#
#   MINIO_ENDPOINT, MINIO_ROOT_USER, MINIO_ROOT_PASSWORD   the server and its root user
#   MINIO_BUCKET                                           the bucket of client logos
#   MINIO_CLIENTS_ACCESS_KEY, MINIO_CLIENTS_SECRET_KEY     the clients service's own key
#
# Makes the bucket, lets anyone read its profiles/ prefix (a client record's logo URL
# serves the image), and gives the clients service a user allowed that bucket only.
set -eu
: "${MINIO_ENDPOINT:?}" "${MINIO_ROOT_USER:?}" "${MINIO_ROOT_PASSWORD:?}" "${MINIO_BUCKET:?}"
: "${MINIO_CLIENTS_ACCESS_KEY:?}" "${MINIO_CLIENTS_SECRET_KEY:?}"
export MC_CONFIG_DIR="${MC_CONFIG_DIR:-/tmp/.mc}"

attempt=1
until mc alias set workmesh "$MINIO_ENDPOINT" "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null 2>&1; do
  if [ "$attempt" -ge 30 ]; then
    echo "minio-setup: MinIO at $MINIO_ENDPOINT did not answer" >&2
    exit 1
  fi
  attempt=$((attempt + 1))
  sleep 2
done

mc mb --ignore-existing "workmesh/$MINIO_BUCKET"
mc anonymous set download "workmesh/$MINIO_BUCKET/profiles"

policy="$MC_CONFIG_DIR/workmesh-clients-policy.json"
cat >"$policy" <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetBucketLocation", "s3:ListBucket", "s3:GetBucketPolicy", "s3:PutBucketPolicy"],
      "Resource": ["arn:aws:s3:::$MINIO_BUCKET"]
    },
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::$MINIO_BUCKET/*"]
    }
  ]
}
POLICY
mc admin policy create workmesh workmesh-clients "$policy"
mc admin user add workmesh "$MINIO_CLIENTS_ACCESS_KEY" "$MINIO_CLIENTS_SECRET_KEY"
if ! output=$(mc admin policy attach workmesh workmesh-clients --user "$MINIO_CLIENTS_ACCESS_KEY" 2>&1); then
  case "$output" in
    *"already in effect"*) ;;
    *) echo "$output" >&2; exit 1 ;;
  esac
fi
echo "minio-setup: bucket $MINIO_BUCKET ready; user $MINIO_CLIENTS_ACCESS_KEY allowed it"
