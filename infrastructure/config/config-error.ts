/** A bad or missing setting: the start stops with this one line. */
export class ConfigError extends Error {}
