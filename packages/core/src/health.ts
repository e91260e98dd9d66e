import { z } from 'zod';

/*
 * `GET /api/health` (SPEC §7 build guide: "GET /api/health (returns a status field)"): whether the server and
 * its database answer. Its own shape, not the success envelope, so monitors can read it as it is.
 */

/** The database engines the server runs on (DESIGN Database). */
export const DATABASE_ENGINES = ['sqlite', 'postgres'] as const;

const engine = z.enum(DATABASE_ENGINES).describe('The database engine the server runs on');

/** The 200 answer of `GET /api/health`: the server and its database answer. */
export const healthOkSchema = z
  .object({
    status: z.literal('ok'),
    database: z.object({ engine, ok: z.literal(true) }),
  })
  .meta({ id: 'HealthOk' });

/** The 503 answer of `GET /api/health`: the server is up but its database does not answer. */
export const healthDegradedSchema = z
  .object({
    status: z.literal('degraded'),
    database: z.object({ engine, ok: z.literal(false).describe('The database did not answer a ping') }),
  })
  .meta({ id: 'HealthDegraded' });

/** Either answer of `GET /api/health`. */
export type Health = z.infer<typeof healthOkSchema> | z.infer<typeof healthDegradedSchema>;

const migrations = z
  .object({
    applied: z.number().int().describe('Migrations recorded as applied in the database'),
    pending: z.number().int().describe('Migrations this build has that the database has not applied'),
  })
  .describe('The schema migrations of this build against the database');

/**
 * The 200 answer of `GET /api/ready`: this instance may take traffic (its database answers and has every migration
 * of this build applied). A load balancer's or container's readiness check.
 */
export const readyOkSchema = z
  .object({
    status: z.literal('ready'),
    database: z.object({ engine, ok: z.literal(true) }),
    migrations,
  })
  .meta({ id: 'ReadyOk' });

/** The 503 answer of `GET /api/ready`: the database does not answer, or migrations are pending. */
export const readyNotSchema = z
  .object({
    status: z.literal('not_ready'),
    database: z.object({ engine, ok: z.boolean() }),
    migrations: migrations.nullable().describe('Null when the database did not answer'),
  })
  .meta({ id: 'ReadyNot' });
