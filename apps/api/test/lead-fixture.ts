/**
 * The contact request the API's tests and its lead benchmarks send: a valid lead of contact form schema A
 * (every field, within its bounds). A module of its own, without the test runner, so the benchmarks share it.
 */
export const validLead = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya.sharma@harbourlaw.example',
  phone: '(416) 555-0199',
  company: 'Harbour Law LLP',
  employees: '11-50',
  message: 'Our file server keeps dropping off the network.',
  source: 'Home Page',
};
