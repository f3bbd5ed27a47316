#!/bin/sh
# Online backup of the SQLite database (single-instance deployments), safe while the site runs:
# `.backup` takes a consistent snapshot through SQLite itself, unlike copying the file (WAL mode).
# Keeps 14 daily copies. Cron (as the agency user): 15 3 * * * /srv/agency/deploy/backup-sqlite.sh
# Copy the backup folder off the machine too (rsync, restic, object storage): a backup on the same
# disk is not a backup. For continuous replication instead, run litestream on the same file.
set -eu
db="${AGENCY_DB:-/var/lib/agency/site.db}"
dest="${AGENCY_BACKUP_DIR:-/var/backups/agency}"
mkdir -p "$dest"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
sqlite3 "$db" ".backup '$dest/site-$stamp.db'"
sqlite3 "$dest/site-$stamp.db" 'PRAGMA integrity_check;' | grep -qx ok
gzip -9 "$dest/site-$stamp.db"
find "$dest" -name 'site-*.db.gz' -mtime +14 -delete
