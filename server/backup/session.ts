// Session settings for both directions, so COPY's text is the same whatever the server's defaults:
// timestamps with their offset in ISO form, floats with every digit, UTF-8.
export const sessionSettings = `SET TimeZone = 'UTC'; SET DateStyle = 'ISO, YMD'; SET IntervalStyle = 'postgres';
  SET extra_float_digits = 3; SET client_encoding = 'UTF8'; SET bytea_output = 'hex'`;
