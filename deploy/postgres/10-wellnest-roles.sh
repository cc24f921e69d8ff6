#!/bin/sh
# Runs once, when the PostgreSQL volume is first initialised (docker-entrypoint-initdb.d).
# The roles of ADR 020: `wellnest` owns the database and runs the migrations (DATABASE_URL);
# `wellnest_web` logs in for the app's queries (DATABASE_APP_URL) as a member of `wellnest_app`,
# the role the row-level security policies name: not a superuser, no BYPASSRLS, owns nothing.
# Migration 0008 creates `wellnest_app` when it is missing; creating it here first lets the login
# role join it before the app has ever started.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v owner_password="$WELLNEST_OWNER_PASSWORD" \
  -v app_password="$WELLNEST_APP_PASSWORD" <<'SQL'
CREATE ROLE wellnest LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS PASSWORD :'owner_password';
CREATE DATABASE wellnest OWNER wellnest;
CREATE ROLE wellnest_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE INHERIT;
CREATE ROLE wellnest_web LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE INHERIT
  IN ROLE wellnest_app PASSWORD :'app_password';
-- The system's access (ADR 085, migration 0029): a role only the owner switches to, never
-- wellnest_web. It holds the app's privileges; the policies' system branch is membership of it.
CREATE ROLE wellnest_system NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE INHERIT
  IN ROLE wellnest_app;
GRANT wellnest_system TO wellnest;
SQL
