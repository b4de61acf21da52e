-- Before the index that allows one open report per reporter and reported member (the next
-- migration): the open reports one member made about another become the first of them, as if
-- each later one had joined it (docs/decisions/0024-moderation.md, "One open report per pair"):
-- the count, the last time, the latest reason, the latest words given and the latest messages kept.
UPDATE "report" SET "last_reported_at" = "created_at";
--> statement-breakpoint
UPDATE "report" AS "kept"
SET
  "times" = "pair"."n",
  "last_reported_at" = "pair"."last_at",
  "reason" = "pair"."last_reason",
  "details" = coalesce("pair"."last_details", "kept"."details"),
  "message_id" = CASE WHEN "pair"."last_evidence" IS NULL THEN "kept"."message_id" ELSE "pair"."last_message_id" END,
  "evidence" = coalesce("pair"."last_evidence", "kept"."evidence")
FROM (
  SELECT
    (array_agg("id" ORDER BY "created_at", "id"))[1] AS "keep_id",
    count(*) AS "n",
    max("created_at") AS "last_at",
    (array_agg("reason" ORDER BY "created_at" DESC, "id" DESC))[1] AS "last_reason",
    (array_agg("details" ORDER BY "created_at" DESC, "id" DESC) FILTER (WHERE "details" <> ''))[1] AS "last_details",
    (array_agg("message_id" ORDER BY "created_at" DESC, "id" DESC) FILTER (WHERE "evidence" IS NOT NULL))[1] AS "last_message_id",
    (array_agg("evidence" ORDER BY "created_at" DESC, "id" DESC) FILTER (WHERE "evidence" IS NOT NULL))[1] AS "last_evidence"
  FROM "report"
  WHERE "source" = 'member' AND "status" = 'open' AND "reporter_id" IS NOT NULL
  GROUP BY "reporter_id", "reported_id"
  HAVING count(*) > 1
) AS "pair"
WHERE "kept"."id" = "pair"."keep_id";
--> statement-breakpoint
DELETE FROM "report" AS "extra"
USING "report" AS "kept"
WHERE "extra"."source" = 'member' AND "extra"."status" = 'open'
  AND "kept"."source" = 'member' AND "kept"."status" = 'open'
  AND "extra"."reporter_id" = "kept"."reporter_id" AND "extra"."reported_id" = "kept"."reported_id"
  AND ("kept"."created_at", "kept"."id") < ("extra"."created_at", "extra"."id");
