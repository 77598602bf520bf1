/** What the relay needs from a database handle: parameterised SQL. A `pg.Pool`, a `pg.Client` and PGlite all fit. */
export interface SqlQueryable {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>
}

/** Which engine is under a `SqlQueryable`: the migrator and the fan-out differ, the SQL does not. */
export type DatabaseKind = 'pglite' | 'postgres'
