-- A person saves a search once: saving the same search again (a double click, or the same
-- filters saved twice) renames it and sets its frequency instead of adding a copy that would
-- send the same e-mail twice and use up the allowance. Copies saved before keep their oldest.
-- Written by hand like 0011-0025.
DELETE FROM "saved_searches" s USING "saved_searches" older
  WHERE s."user_id" = older."user_id" AND s."query" = older."query"
    AND (older."created_at", older."id") < (s."created_at", s."id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_query_idx" ON "saved_searches" ("user_id", "query");
