#!/bin/sh
# Run once by the PostgreSQL image, when its volume is first initialised: the role the servers run as.
# It owns nothing; the schema's owner (POSTGRES_USER) migrates and grants it rows (decision 0065).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v app_password="$APP_DATABASE_PASSWORD" <<'SQL'
create role app login password :'app_password';
SQL
