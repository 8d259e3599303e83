// The fields every person record of the school has (parties: students, teachers), so their
// shapes name and bound them once.
import { email, name, nullable, phone } from './fields.ts';

export const personFields = () => ({
  first_name: name('First name'),
  last_name: name('Last name'),
  preferred_name: nullable(name('Preferred name')),
  email: nullable(email('E-mail')),
  phone: nullable(phone('Phone')),
});
