CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "error_reports_created_idx" ON "error_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "web_vitals_received_idx" ON "web_vitals" USING btree ("received_at");