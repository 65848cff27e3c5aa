-- Trigrams, for the lists' search (ilike '%term%'): shipped with PostgreSQL and trusted, so the
-- database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
