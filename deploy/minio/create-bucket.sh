#!/bin/sh
# One-shot (the minio-init service): the bucket for uploads and exports, and an access key that
# may use that bucket only, for the app (S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY). Safe to rerun:
# an existing bucket is kept, the key's secret and policy are set again.
set -eu
mc alias set store http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD"
mc mb --ignore-existing "store/$S3_BUCKET"
cat > /tmp/wellnest-app-policy.json <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:ListBucket", "s3:GetBucketLocation"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET"]
    },
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET/*"]
    }
  ]
}
POLICY
mc admin policy create store wellnest-app /tmp/wellnest-app-policy.json
mc admin user add store "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
# Attaching a policy the user already has is an error; the result is what we want either way.
mc admin policy attach store wellnest-app --user "$S3_ACCESS_KEY_ID" || true
echo "bucket $S3_BUCKET and the app's access key are ready"
