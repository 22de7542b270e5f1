import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    status: z.enum(['ok', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number(),
  }),
  storage: z.object({ status: z.enum(['ok', 'down']), driver: z.string() }),
});
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/health/live`: the process answers (an orchestrator restarts it when it stops answering). */
export const livenessSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
export type Liveness = z.infer<typeof livenessSchema>;

/**
 * `GET /api/health/ready`: whether to send this instance traffic: its database answers and it is not stopping
 * (`draining` from SIGTERM until it exits).
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'draining', 'database_down']),
  database: z.enum(['ok', 'down']),
});
export type Readiness = z.infer<typeof readinessSchema>;
