// graphile-worker's schema (its tables, migrated by graphile-worker itself), read by the dead-jobs list.
export const GRAPHILE_SCHEMA = 'graphile_worker';
