// `@latch/core/network-marks`: the official network marks (SVG), the one copy ui-react bundles as its fallback (a
// lazy chunk) and apps/server serves at `/public/getAssetImage/network-<name>`, and the read of a server's mark. Its
// own entry, so no other entry carries the marks. No semver promise: Latch's own packages use it.

export { fetchNetworkMark } from '../services/networkMarks/fetchNetworkMark'
export {
  NETWORK_MARK_NAMES,
  networkMarkAssetId,
  networkMarkName,
  networkMarkSvg,
  networkMarkUrl,
} from '../services/networkMarks/networkMarks'
