-- The booking lists order newest first with the id as tie-break (decision 022): with the id in the index a
-- page is read off it in order instead of sorted after.
DROP INDEX "bookings_customer_created_idx";--> statement-breakpoint
DROP INDEX "bookings_truck_created_idx";--> statement-breakpoint
CREATE INDEX "bookings_customer_created_idx" ON "bookings" USING btree ("customer_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "bookings_truck_created_idx" ON "bookings" USING btree ("truck_id","created_at" DESC,"id" DESC);