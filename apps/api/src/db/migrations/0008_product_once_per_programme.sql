-- Hand-written up to the constraint: a product once per programme. Two saves racing could store a product twice in
-- one programme. Such cares are merged into the programme's first care of that product (lowest id) instead of
-- refusing to migrate (the app would not start until someone edits the database) or dropping copies (a quantity, a
-- planned slot or an acknowledgement would be lost): quantities add up, planned slots are united, acknowledgements
-- move to the kept care, which keeps its stored price and VAT, and the programme's total follows.
CREATE TEMP TABLE "care_copies" AS SELECT "id", "keeper" FROM (SELECT "id", min("id") OVER w AS "keeper", count(*) OVER w AS "copies" FROM "cares" WINDOW w AS (PARTITION BY "program_id", "product_id")) c WHERE "copies" > 1;--> statement-breakpoint
UPDATE "care_acknowledgements" SET "care_id" = d."keeper" FROM "care_copies" d WHERE "care_acknowledgements"."care_id" = d."id" AND d."id" <> d."keeper";--> statement-breakpoint
UPDATE "cares" SET "quantity" = m."quantity", "care_price" = "cares"."unit_price" * m."quantity", "duration_weeks" = m."duration_weeks", "weeks" = coalesce(s."weeks", '{}'), "days_of_week" = coalesce(s."days_of_week", '{}'), "time_slot" = coalesce(s."time_slot", '{}'), "modified" = now()
FROM (SELECT d."keeper", sum(c."quantity") AS "quantity", max(c."duration_weeks") AS "duration_weeks" FROM "care_copies" d JOIN "cares" c ON c."id" = d."id" GROUP BY d."keeper") m
LEFT JOIN (
  SELECT "keeper", array_agg("week" ORDER BY "care", "pos") AS "weeks", array_agg("day" ORDER BY "care", "pos") AS "days_of_week", array_agg("slot" ORDER BY "care", "pos") AS "time_slot"
  FROM (
    SELECT DISTINCT ON (d."keeper", u."week", u."day", u."slot") d."keeper", u."week", u."day", u."slot", c."id" AS "care", u."pos"
    FROM "care_copies" d JOIN "cares" c ON c."id" = d."id" CROSS JOIN LATERAL unnest(c."weeks", c."days_of_week", c."time_slot") WITH ORDINALITY AS u("week", "day", "slot", "pos")
    ORDER BY d."keeper", u."week", u."day", u."slot", c."id", u."pos"
  ) "slots"
  GROUP BY "keeper"
) s ON s."keeper" = m."keeper"
WHERE "cares"."id" = m."keeper";--> statement-breakpoint
DELETE FROM "cares" USING "care_copies" d WHERE "cares"."id" = d."id" AND d."id" <> d."keeper";--> statement-breakpoint
UPDATE "programs" SET "total_program_price" = (SELECT coalesce(sum("care_price"), 0) FROM "cares" WHERE "cares"."program_id" = "programs"."id"), "modified" = now() WHERE "id" IN (SELECT c."program_id" FROM "care_copies" d JOIN "cares" c ON c."id" = d."keeper");--> statement-breakpoint
DROP TABLE "care_copies";--> statement-breakpoint
-- DEFERRABLE, by hand (drizzle-kit cannot say it): checked at each statement like any constraint, except where the
-- care write path defers it so that one save may swap the products of two cares.
ALTER TABLE "cares" ADD CONSTRAINT "cares_program_id_product_id_key" UNIQUE("program_id","product_id") DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
-- The constraint's index leads with program_id: it serves every lookup by programme.
DROP INDEX "cares_program_id_idx";
