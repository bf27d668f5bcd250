-- A practice's storage quota for photos and logo, in bytes; null = the deployment's default (STORAGE_QUOTA_MB).
ALTER TABLE "practice_settings" ADD COLUMN "storage_quota_bytes" bigint;