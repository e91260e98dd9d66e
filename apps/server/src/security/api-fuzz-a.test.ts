import { defineFuzzSuite } from './api-fuzz-suite.ts';

/* The API fuzz suite (api-fuzz-suite.ts), part 1 of 3: three files of about a minute each, so the test runner's
 * two workers share it evenly with the other files (one file of its hostile markdown cases took two minutes alone). */
await defineFuzzSuite({ shard: 0, shards: 3 });
