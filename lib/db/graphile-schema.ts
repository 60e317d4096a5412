// graphile-worker's schema in our database (its tables, migrated by graphile-worker itself): the job runner
// writes there and the dead-jobs list reads it, so it lives with the database, below both.
export const GRAPHILE_SCHEMA = 'graphile_worker';
