import type { FastifyInstance } from 'fastify';

/** A hub of live connections (the notification and board streams, the chat socket): what the server drives of it. */
export interface LiveHub {
  /** Subscribes to the realtime bus (left out when the hub is started elsewhere). */
  start?(): void;
  /** Ends every connection and stops listening (left out when the hub is stopped elsewhere). */
  stop?(): Promise<void>;
  /** Ends the connections of revoked or expired sessions and suspended members. */
  checkSessions(): Promise<void>;
}

/**
 * Ties a live hub to the server's life: started when the server is ready, its sessions checked every heartbeat (so a
 * revoked session's connection ends by the next one at the latest), and stopped before the server waits for its
 * connections to close (preClose), the heartbeat cleared.
 * @param app the Fastify instance (or scope) whose hooks drive it
 * @param hub the hub
 * @param heartbeatMs the session check's interval, in ms
 */
export function attachLiveHub(app: FastifyInstance, hub: LiveHub, heartbeatMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    hub.start?.();
    timer = setInterval(() => void hub.checkSessions(), heartbeatMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await hub.stop?.();
  });
}
