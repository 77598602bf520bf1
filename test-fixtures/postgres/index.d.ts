/** A running cluster: its URL (user postgres, no password, database postgres) and a stop by PID. */
export interface RunningPostgres {
  url: string
  pid: number
  stop(): Promise<void>
}

/**
 * Starts a throwaway PostgreSQL cluster: Debian's postgresql (installed with apt-get when missing), initdb into a
 * temporary directory as the postgres user, pg_ctl on a free 127.0.0.1 port. `stop()` ends it by PID and removes it.
 */
export function startPostgres(): Promise<RunningPostgres>
