/** The shipping address the integration suites check out with (a valid US address). */
export const SHIPPING_ADDRESS = {
  name: 'Ana Diaz',
  line1: '1 Main St',
  city: 'Albany',
  region: 'NY',
  postalCode: '12207',
  country: 'US',
};
