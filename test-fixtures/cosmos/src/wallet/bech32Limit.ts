// cosmjs 0.39's fromBech32 passes `Infinity` as its default length limit, which @scure/base 2.3+ rejects
// ("limit: expected safe integer"). Callers pass this explicit limit instead (longer than any account address).
export const BECH32_LIMIT = 1023
