import { defineFuzzSuite } from './api-fuzz-suite.ts';

/* The API fuzz suite (api-fuzz-suite.ts), part 1 of 2: two files, so the test runner's two workers share it. */
await defineFuzzSuite({ shard: 0, shards: 2 });
