import { defineFeature } from '../../feature-manifest.ts';
import { benchRoutes } from './bench-routes.ts';
import { healthRoutes } from './routes.ts';

/** Health and readiness (and, when BENCH_STATIC_BYTES is set, the benchmark's static route). */
export const healthFeature = defineFeature({
  name: 'health',
  routes: async (app, ctx) => {
    await healthRoutes(app, ctx);
    if (ctx.config.BENCH_STATIC_BYTES > 0) benchRoutes(app, ctx.config.BENCH_STATIC_BYTES);
  },
});
