// A well-formed but unregistered project id: the kits need one to start; every vendor request it would
// authorise is blocked by the harness anyway.
export const BENCH_PROJECT_ID = '0123456789abcdef0123456789abcdef'
export const BENCH_APP_NAME = 'Latch bench host'
