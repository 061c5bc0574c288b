/**
 * Before each file of the PostgreSQL step: DATABASE_URL names this worker's own database
 * (worker-databases.ts), for the file and the processes it starts. Each worker has its own
 * copy of process.env.
 */
import { inject } from 'vitest';
import { workerDatabaseUrl } from './worker-databases';

const poolId = process.env.VITEST_POOL_ID;
if (!poolId) throw new Error('The PostgreSQL step runs its files in vitest workers (VITEST_POOL_ID).');
process.env.DATABASE_URL = workerDatabaseUrl(inject('postgresStepUrl'), poolId);
