// `@latch/siwx/client`: the browser side of signing in through a Latch server. Fetch only, no Node built-ins.
export {
  createServerSiwx,
  ServerSignInError,
  type ServerSiwxOptions,
} from '../client/createServerSiwx'
