// The admin API tests' client: the one API test helper's caller (tests/helpers/api.ts).
export { apiCaller as adminClient } from '../helpers/api.ts';
