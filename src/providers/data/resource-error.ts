// Kept apart from resource-map.ts so the data provider can name this error without loading the
// resource map (and the entity shapes it imports) into the first chunk; see README, issue #13.
export class UnknownResourceError extends Error {}
