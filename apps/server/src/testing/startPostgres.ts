// The throwaway PostgreSQL cluster lives in its own fixture, shared with @latch/siwx's tests.
export { type RunningPostgres, startPostgres } from '@latch/fixture-postgres'
