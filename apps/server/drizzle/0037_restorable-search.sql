-- A restore (pg_restore, docs/operations/backup-restore.md) runs with an empty search_path and computes the
-- search columns while it copies the trucks: search_document must name search_form with its schema, as
-- open_request_keys names open_request_key. The body is otherwise 0029's.
CREATE OR REPLACE FUNCTION "search_document"(doc text, form text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(public.search_form(line, form), E'\n' ORDER BY n), '')
  FROM unnest(string_to_array(doc, E'\n')) WITH ORDINALITY AS l(line, n)
$$;
