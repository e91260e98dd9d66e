/** The current time, injectable so tests can move it. */
export type Clock = () => Date;

/** The real clock. */
export const systemClock: Clock = () => new Date();
