/**
 * English of the connections view (Connections): the keys every locale's `connections/<tag>.ts` translates. Their own
 * chunk per locale (`<tag>.ts` beside this file), loaded with that view; this English too (and it is part of `en`).
 */
export default {
  'connections.active': 'Active',
  'connections.makeActive': 'Make active',
  'connections.disconnect': 'Disconnect',
  'connections.add': 'Add another wallet',
  'connections.none': 'No wallet is connected.',
}
