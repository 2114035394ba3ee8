/** The bulk bench's destinations: eight groups for "aggregate by one field". */
export const BENCH_DESTINATIONS = ['Hamburg', 'Oslo', 'Rome', 'Lima', 'Lyon', 'Gdansk', 'Porto', 'Riga']

/** Row `i` of the bulk bench's shipments (about 300 bytes as JSON), as the CSV import stores it. */
export function benchShipment(i: number): Record<string, unknown> {
  return {
    orderId: `ORD-${String(i).padStart(8, '0')}`,
    customer: 'Acme Logistics GmbH',
    origin: 'Rotterdam',
    destination: BENCH_DESTINATIONS[i % 8],
    weightKg: (i % 5000) / 4 + 100,
    pallets: i % 33,
    status: 'booked',
    shipped: `2026-${String((i % 12) + 1).padStart(2, '0')}-15`,
    notes: 'note '.repeat(36),
  }
}
