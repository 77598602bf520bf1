export { ensureCatalogue } from '../catalogue/ensureCatalogue'
export { type RunningPostgres, startPostgres } from '../testing/startPostgres'
