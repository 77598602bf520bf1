export { type RunningPostgres, startPostgres } from '../testing/startPostgres'
